import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { CHAT_HISTORY_LIMITS, type ChatSessionInput } from "@shared/api/chat-history";
import type { AppDeps } from "../../deps";
import { chatSessions } from "../../db/schema";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;

/**
 * Saves one conversation whole (the browser sends it after each message). The open one
 * is marked current, and a new one beyond the per-account limit makes the oldest forgotten.
 */
export async function saveChatSession(deps: Deps, userId: string, id: string, input: ChatSessionInput) {
  const messages = deps.cipher.encrypt(JSON.stringify(input.messages));
  const lastActiveAt = new Date(input.timestamp);
  await deps.db.transaction(async (tx) => {
    if (input.current) {
      await tx
        .update(chatSessions)
        .set({ isCurrent: false })
        .where(
          and(eq(chatSessions.userId, userId), eq(chatSessions.isCurrent, true), ne(chatSessions.id, id)),
        );
    }
    const [saved] = await tx
      .insert(chatSessions)
      .values({ userId, id, messages, isCurrent: input.current, lastActiveAt, updatedAt: deps.now() })
      .onConflictDoUpdate({
        target: [chatSessions.userId, chatSessions.id],
        set: { messages, isCurrent: input.current, lastActiveAt, updatedAt: deps.now() },
      })
      // xmax is 0 only on a row this statement inserted: an update cannot pass the limit.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (!saved?.inserted) return;
    const beyondLimit = await tx
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(eq(chatSessions.userId, userId))
      .orderBy(desc(chatSessions.lastActiveAt))
      .offset(CHAT_HISTORY_LIMITS.sessionsPerUser);
    if (beyondLimit.length > 0) {
      await tx.delete(chatSessions).where(
        and(
          eq(chatSessions.userId, userId),
          inArray(
            chatSessions.id,
            beyondLimit.map((row) => row.id),
          ),
        ),
      );
    }
  });
}
