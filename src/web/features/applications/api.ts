/**
 * The client's requests (POST/GET /api/applications) and the replies their navigator
 * sent (GET /api/notifications, type "reply"). Keys: ["applications"] and a
 * ["notifications", ...] key, both refreshed by the live events.
 */
import { queryOptions } from "@tanstack/react-query";
import type { MyApplication, ServiceApplicationInput } from "@shared/api/applications";
import type { ClientCase, ClientCaseListResponse, ClientCaseMessageResponse } from "@shared/api/cases";
import type { NotificationItem } from "@shared/api/notifications";
import { api, readJson } from "@web/lib/api";
import { sendOrQueue } from "@web/lib/offline-queue";

export const applicationsQuery = queryOptions({
  queryKey: ["applications"],
  queryFn: async (): Promise<MyApplication[]> =>
    (await readJson<{ applications: MyApplication[] }>(await api.applications.$get())).applications,
});

/**
 * One Idempotency-Key per submission, the same on every retry: the server then creates
 * the request once, however often a flaky connection makes us send it. Without a
 * connection the request is kept on the device and sent when it returns (`{ queued: true }`).
 */
export async function submitApplication(
  input: ServiceApplicationInput,
  idempotencyKey: string,
): Promise<{ id: string } | { queued: true }> {
  const result = await sendOrQueue({
    url: "/api/applications",
    body: input,
    kind: "application",
    idempotencyKey,
  });
  return result.queued ? result : readJson<{ id: string }>(result.response);
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
    toNavigatorReplies(
      (await readJson<{ notifications: NotificationItem[] }>(await api.notifications.$get())).notifications,
    ),
});

export async function markReplyRead(id: string) {
  await readJson(await api.notifications[":id"].read.$post({ param: { id } }));
}

/** The client's cases with their conversations (GET /api/cases), refreshed by "case" live events. */
export const myCasesQuery = queryOptions({
  queryKey: ["cases"],
  queryFn: async (): Promise<ClientCase[]> =>
    (await readJson<ClientCaseListResponse>(await api.cases.$get())).cases,
});

/** The client answers in their case's thread; one Idempotency-Key per answer, whatever the retries. */
export async function writeToCase(caseId: string, text: string, idempotencyKey: string) {
  return readJson<ClientCaseMessageResponse>(
    await api.cases[":id"].messages.$post(Object.assign({ param: { id: caseId } }, { json: { text } }), {
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  );
}
