/**
 * The client's requests (POST/GET /api/applications) and the replies their navigator
 * sent (GET /api/notifications, type "reply"). Keys: ["applications"] and a
 * ["notifications", ...] key, both refreshed by the live events.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  myApplicationsResponseSchema,
  type MyApplication,
  type ServiceApplicationInput,
} from "@shared/api/applications";
import {
  clientCaseListResponseSchema,
  clientCaseMessageResponseSchema,
  type ClientCase,
} from "@shared/api/cases";
import { notificationListSchema, type NotificationItem } from "@shared/api/notifications";
import { api, readAnswer, readOutcome, withBody } from "@web/lib/api";
import { sendOrQueue, type SendResult } from "@web/lib/offline-queue";
// With the form: a request kept while offline is sent through its typed call (queue-senders.ts)
// as soon as the connection returns, without a download that could fail while offline.
import "@web/lib/queue-senders";

export const applicationsQuery = queryOptions({
  queryKey: ["applications"],
  queryFn: async (): Promise<MyApplication[]> =>
    (await readAnswer(api.applications.$get(), myApplicationsResponseSchema)).applications,
});

/**
 * One Idempotency-Key per submission, the same on every retry: the server then creates
 * the request once, however often a flaky connection makes us send it. Without a
 * connection the request is kept on the device and sent when it returns (`{ queued: true }`).
 */
export function submitApplication(
  input: ServiceApplicationInput,
  idempotencyKey: string,
): Promise<SendResult> {
  return sendOrQueue({ kind: "application", body: input, idempotencyKey });
}

export interface NavigatorReply {
  id: string;
  read: boolean;
  adminName: string | null;
  message: string;
  createdAt: string;
}

/** The reply notifications of spec section 7, with the reply's own words from `data`. */
export function toNavigatorReplies(notifications: readonly NotificationItem[]): NavigatorReply[] {
  return notifications
    .filter((notification) => notification.type === "reply")
    .map((notification) => {
      const { reply_message: reply, admin_name: adminName } = notification.data;
      return {
        id: notification.id,
        read: notification.read,
        adminName: typeof adminName === "string" ? adminName : null,
        message: typeof reply === "string" ? reply : notification.message,
        createdAt: notification.created_at,
      };
    });
}

export const repliesQuery = queryOptions({
  queryKey: ["notifications", "replies"],
  queryFn: async (): Promise<NavigatorReply[]> =>
    toNavigatorReplies((await readAnswer(api.notifications.$get(), notificationListSchema)).notifications),
});

export async function markReplyRead(id: string) {
  await readOutcome(api.notifications[":id"].read.$post({ param: { id } }));
}

/** The client's cases with their conversations (GET /api/cases), refreshed by "case" live events. */
export const myCasesQuery = queryOptions({
  queryKey: ["cases"],
  queryFn: async (): Promise<ClientCase[]> =>
    (await readAnswer(api.cases.$get(), clientCaseListResponseSchema)).cases,
});

/** The client answers in their case's thread; one Idempotency-Key per answer, whatever the retries. */
export async function writeToCase(caseId: string, text: string, idempotencyKey: string) {
  return readAnswer(
    api.cases[":id"].messages.$post(withBody({ param: { id: caseId } }, { text }), {
      headers: { "Idempotency-Key": idempotencyKey },
    }),
    clientCaseMessageResponseSchema,
  );
}
