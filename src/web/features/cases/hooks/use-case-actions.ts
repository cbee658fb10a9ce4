import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationStatusChangeBody } from "@shared/api/inbox";
import type { CaseDetail, CaseEvent, CaseReplyBody, CaseSummary } from "@shared/api/cases";
import type { CaseState, Priority } from "@shared/constants";
import {
  addNote,
  caseKeys,
  changeApplicationStatus,
  markReviewed,
  overridePriority,
  sendReply,
  setAssignee,
  setState,
  type ItemRef,
} from "../api";

/**
 * The navigator's actions on one case. Each puts the server's answer into the open case at
 * once (the new assignee or state, the sent reply or note), then refreshes the case, the
 * lists, the audit log and the bell's count, as the live event does for the rest of the team.
 * Errors are left to the caller, which shows them where the action was taken.
 */
export function useCaseActions(caseId: string) {
  const queryClient = useQueryClient();

  const refresh = () => {
    for (const queryKey of [caseKeys.all, caseKeys.audit, ["notifications", "unread-count"]]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const update = (change: (detail: CaseDetail) => CaseDetail) =>
    queryClient.setQueryData<CaseDetail>(caseKeys.detail(caseId), (detail) =>
      detail ? change(detail) : detail,
    );
  const withCase = (summary: CaseSummary) => update((detail) => ({ ...detail, case: summary }));
  const withEvent = (event: CaseEvent) =>
    update((detail) =>
      detail.thread.some((entry) => entry.id === event.id)
        ? detail
        : { ...detail, thread: [...detail.thread, event] },
    );

  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => setAssignee(caseId, assigneeId),
    onSuccess: ({ case: summary }) => withCase(summary),
    onSettled: refresh,
  });

  const state = useMutation({
    mutationFn: (next: CaseState) => setState(caseId, next),
    onSuccess: ({ case: summary }) => withCase(summary),
    onSettled: refresh,
  });

  const note = useMutation({
    mutationFn: (text: string) => addNote(caseId, text),
    onSuccess: ({ event }) => withEvent(event),
    onSettled: refresh,
  });

  const reply = useMutation({
    mutationFn: (body: CaseReplyBody) => sendReply(caseId, body),
    onSuccess: ({ event }) => withEvent(event),
    onSettled: refresh,
  });

  const review = useMutation({
    mutationFn: (item: ItemRef) => markReviewed(item),
    onSettled: refresh,
  });

  const priority = useMutation({
    mutationFn: ({ item, value }: { item: ItemRef; value: Priority }) => overridePriority(item, value),
    onSettled: refresh,
  });

  const status = useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: ApplicationStatusChangeBody }) =>
      changeApplicationStatus(itemId, body),
    onSettled: refresh,
  });

  return { assign, state, note, reply, review, priority, status };
}

export type CaseActions = ReturnType<typeof useCaseActions>;
