/** The replies sent on an inbox item, oldest first, decrypted for its assigned admin. */
import { and, asc, eq } from "drizzle-orm";
import type { InboxReply } from "@shared/api/inbox";
import { UNKNOWN } from "@shared/domain/inbox";
import type { AppDeps } from "../../deps";
import { inboxReplies, user } from "../../db/schema";
import type { OwnedItem } from "./find-owned-item";

export function toInboxReply(
  reply: typeof inboxReplies.$inferSelect,
  adminName: string | null,
  text: string,
): InboxReply {
  return {
    id: reply.id,
    message: text,
    channel: reply.channel,
    admin_name: adminName ?? UNKNOWN,
    created_at: reply.createdAt.toISOString(),
  };
}

export async function listReplies(
  deps: Pick<AppDeps, "db" | "cipher">,
  owned: OwnedItem,
): Promise<InboxReply[]> {
  const rows = await deps.db
    .select({ reply: inboxReplies, adminName: user.name })
    .from(inboxReplies)
    .leftJoin(user, eq(user.id, inboxReplies.adminId))
    .where(and(eq(inboxReplies.itemType, owned.type), eq(inboxReplies.itemId, owned.notification.id)))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
  return rows.map(({ reply, adminName }) =>
    toInboxReply(reply, adminName, deps.cipher.decrypt(reply.message)),
  );
}
