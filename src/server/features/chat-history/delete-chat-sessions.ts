import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { chatSessions } from "../../db/schema";

type Deps = Pick<AppDeps, "db">;

/** Forgets one conversation; one that is not there (or not theirs) is already forgotten. */
export async function deleteChatSession(deps: Deps, userId: string, id: string) {
  await deps.db.delete(chatSessions).where(and(eq(chatSessions.userId, userId), eq(chatSessions.id, id)));
}

/** Clear All History (spec section 2). */
export async function deleteAllChatSessions(deps: Deps, userId: string) {
  await deps.db.delete(chatSessions).where(eq(chatSessions.userId, userId));
}

/** No conversation is open any more (a new one with nothing said yet). */
export async function releaseCurrentChatSession(deps: Deps, userId: string) {
  await deps.db
    .update(chatSessions)
    .set({ isCurrent: false })
    .where(and(eq(chatSessions.userId, userId), eq(chatSessions.isCurrent, true)));
}
