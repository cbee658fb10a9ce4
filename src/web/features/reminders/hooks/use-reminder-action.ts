import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { notify } from "@web/lib/toast";
import { adherenceQuery, remindersQuery } from "../api";

/**
 * One tap on a reminder (Taken, Snooze, pause, delete): the request, an announcement of
 * the outcome, and fresh reminders and adherence afterwards.
 */
export function useReminderAction(
  action: () => Promise<unknown>,
  done?: { text: string; kind?: "success" | "message" },
) {
  const { t } = useTranslation("reminders");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      if (done) notify[done.kind ?? "success"](done.text);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: adherenceQuery.queryKey }),
        // Taken reads the dose's ring in the bell.
        queryClient.invalidateQueries({ queryKey: ["notifications"] }),
      ]);
    },
    onError: () => notify.error(t("errors.failed")),
  });
}
