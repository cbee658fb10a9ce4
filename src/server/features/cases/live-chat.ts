/**
 * A visitor's live chat with the team (docs/decisions/060). A visitor who asks iCare for a
 * person may talk with a peer navigator in the same panel: the hand-off's case is the
 * conversation, the navigator answers it from the workspace on the "chat" channel, and
 * both sides hear each other over the live stream. The visitor holds a random secret in
 * an HttpOnly cookie (its hash is stored); nothing else says who they are. A chat lasts a
 * day at most, and the visitor can end it; the case stays with the team.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { ClientCaseMessage } from "@shared/api/cases";
import type { LiveChat } from "@shared/api/live-chat";
import { LIVE_CHAT_PATH } from "@shared/constants";
import type { AppDeps } from "../../deps";
import { cases, liveChats, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { StreamSubscriber } from "../../realtime/sse";
import { publishCaseChange } from "./case-team";
import { clientWritesInCase } from "./client-cases";
import { clientView, readThread } from "./case-thread";
import { recordCaseEvent } from "./file-into-case";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify" | "env">;
type LiveChatRow = typeof liveChats.$inferSelect;

/** A neutral name: someone reading the phone's cookies learns nothing from it. */
export const LIVE_CHAT_COOKIE = "team_chat";
export const LIVE_CHAT_TTL_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const busIdOf = (chatId: string) => `chat:${chatId}`;

function cookieOptions(deps: Pick<Deps, "env">) {
  return {
    path: LIVE_CHAT_PATH,
    httpOnly: true,
    sameSite: "Strict" as const,
    secure: deps.env.isProduction || deps.env.publicUrl.startsWith("https:"),
  };
}

/** Opens a chat on the hand-off's case and gives the visitor its cookie. */
export async function openLiveChat(c: Context, deps: Deps, caseId: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = deps.now();
  await deps.db.insert(liveChats).values({
    caseId,
    tokenHash: hashOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIVE_CHAT_TTL_MS),
  });
  setCookie(c, LIVE_CHAT_COOKIE, token, { ...cookieOptions(deps), maxAge: LIVE_CHAT_TTL_MS / 1000 });
}

const isOpen = (now: Date) => and(isNull(liveChats.endedAt), gt(liveChats.expiresAt, now));

/** The visitor's open chat, from their cookie; 404 without one (ended, expired, never). */
export async function visitorsLiveChat(c: Context, deps: Deps): Promise<LiveChatRow> {
  const token = getCookie(c, LIVE_CHAT_COOKIE);
  const [row] = token
    ? await deps.db
        .select()
        .from(liveChats)
        .where(and(eq(liveChats.tokenHash, hashOf(token)), isOpen(deps.now())))
    : [];
  if (!row) throw new HttpError(404, "not_found", "There is no open chat.");
  return row;
}

/** The case's open chats: a reply on the "chat" channel reaches them. */
export async function openLiveChatsOf(deps: Pick<Deps, "db" | "now">, caseId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ id: liveChats.id })
    .from(liveChats)
    .where(and(eq(liveChats.caseId, caseId), isOpen(deps.now())));
  return rows.map((row) => row.id);
}

/**
 * Tells the case's open chats that something changed (a reply, a navigator joined). A lost
 * event only delays the visitor's refresh: a failure is logged, never fails the caller.
 */
export async function publishToLiveChats(deps: Pick<Deps, "db" | "now" | "bus" | "logger">, caseId: string) {
  try {
    const ids = await openLiveChatsOf(deps, caseId);
    if (ids.length === 0) return;
    await deps.bus.publish({ kind: "case", userIds: ids.map(busIdOf), data: { id: caseId } });
  } catch (error) {
    deps.logger.warn({ err: error }, "live chat event not published");
  }
}

export function liveChatSubscriber(deps: Deps, chat: LiveChatRow): StreamSubscriber {
  return {
    id: busIdOf(chat.id),
    stillAllowed: async () => (await openLiveChatsOf(deps, chat.caseId)).includes(chat.id),
  };
}

/** What the visitor sees: their words and the team's replies since the chat opened. */
export async function readLiveChat(deps: Deps, chat: LiveChatRow): Promise<LiveChat> {
  const [row] = await deps.db
    .select({ navigator: user.name })
    .from(cases)
    .leftJoin(user, eq(user.id, cases.assigneeId))
    .where(eq(cases.id, chat.caseId));
  const since = chat.createdAt.getTime();
  // What was said in the chat: not the hand-off that opened it (the visitor chose what to
  // share from their own screen), nor earlier conversations of the same number.
  const thread = (await readThread(deps, chat.caseId)).filter(
    (event) => new Date(event.at).getTime() >= since && event.item === null,
  );
  return {
    messages: clientView(thread),
    navigator: row?.navigator ?? null,
    within_minutes: deps.env.CRISIS_RESPONSE_MINUTES,
  };
}

/** The visitor writes into the case, like a client in their portal. */
export async function writeInLiveChat(
  deps: Deps,
  chat: LiveChatRow,
  text: string,
): Promise<ClientCaseMessage> {
  const [row] = await deps.db.select().from(cases).where(eq(cases.id, chat.caseId));
  if (!row) throw new HttpError(404, "not_found", "There is no open chat.");
  return clientWritesInCase(deps, row, null, text);
}

/** The visitor ends the chat: the team reads that they left; the cookie goes. */
export async function endLiveChat(c: Context, deps: Deps, chat: LiveChatRow): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(liveChats).set({ endedAt: now }).where(eq(liveChats.id, chat.id));
    await recordCaseEvent(tx, deps.cipher, chat.caseId, now, { kind: "event", code: "chat_ended" });
  });
  deleteCookie(c, LIVE_CHAT_COOKIE, cookieOptions(deps));
  const [row] = await deps.db.select({ region: cases.region }).from(cases).where(eq(cases.id, chat.caseId));
  await publishCaseChange(deps, row?.region ?? null, chat.caseId);
}
