import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { InboxItemDetail, InboxReplyBody } from "@shared/api/inbox";
import type { ApplicationStatus, Priority } from "@shared/constants";
import { useAuth } from "@web/lib/auth";
import { notify } from "@web/lib/toast";
import {
  changeApplicationStatus,
  inboxKeys,
  markReviewed,
  overridePriority,
  replyTo,
  type ItemRef,
} from "../api";
import { withListItem, withPriorityOverride, withReply, withStatusChange } from "../detail-cache";

/**
 * The admin's actions on one open item. Each folds the server's answer into the cached
 * detail (no second audited read) and refreshes the list, the audit log and the bell's counts.
 */
export function useInboxActions(ref: ItemRef) {
  const { t } = useTranslation("inbox");
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const adminName = user?.name ?? "";

  const updateDetail = (change: (detail: InboxItemDetail) => InboxItemDetail) => {
    queryClient.setQueryData<InboxItemDetail>(inboxKeys.item(ref.type, ref.id), (detail) =>
      detail ? change(detail) : detail,
    );
    for (const queryKey of [inboxKeys.all, inboxKeys.audit, ["notifications", "unread-count"]]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const failed = () => notify.error(t("errors.failed"));

  const review = useMutation({
    mutationFn: () => markReviewed(ref),
    onSuccess: ({ item }) => {
      updateDetail((detail) => withListItem(detail, item));
      notify.success(t("toasts.reviewed"));
    },
    onError: failed,
  });

  const priority = useMutation({
    mutationFn: (value: Priority) => overridePriority(ref, value),
    onSuccess: ({ item }) => {
      updateDetail((detail) =>
        withPriorityOverride(detail, item, { adminName, at: new Date().toISOString() }),
      );
      notify.success(t("toasts.priority"));
    },
    onError: failed,
  });

  const status = useMutation({
    mutationFn: (body: { status: ApplicationStatus; note: string }) => changeApplicationStatus(ref.id, body),
    onSuccess: ({ item }, body) => {
      const note = body.note.trim() || null;
      updateDetail((detail) =>
        withStatusChange(detail, item, {
          status: body.status,
          note,
          adminName,
          at: new Date().toISOString(),
        }),
      );
      notify.success(t("toasts.status"));
    },
    onError: failed,
  });

  // Errors of a reply are shown by its form, next to the field.
  const reply = useMutation({
    mutationFn: (body: InboxReplyBody) => replyTo(ref, body),
    onSuccess: ({ reply: sent }) => {
      updateDetail((detail) => withReply(detail, sent));
      notify.success(t("toasts.replied"));
    },
  });

  return { review, priority, status, reply };
}
