import { desc, eq } from "drizzle-orm";
import type { ChatHistoryResponse, StoredChatMessage } from "@shared/api/chat-history";
import type { AppDeps } from "../../deps";
import { chatSessions } from "../../db/schema";

type Deps = Pick<AppDeps, "db" | "cipher">;

export function decryptMessages(deps: Pick<AppDeps, "cipher">, stored: string): StoredChatMessage[] {
  return JSON.parse(deps.cipher.decrypt(stored)) as StoredChatMessage[];
}

/** The person's conversations, newest first, and which one was open. */
export async function listChatSessions(deps: Deps, userId: string): Promise<ChatHistoryResponse> {
  const rows = await deps.db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.lastActiveAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      messages: decryptMessages(deps, row.messages),
      timestamp: row.lastActiveAt.getTime(),
    })),
    current_id: rows.find((row) => row.isCurrent)?.id ?? null,
  };
}
