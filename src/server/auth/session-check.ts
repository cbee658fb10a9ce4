/**
 * What every signed-in request still asks the database, in one query by the session's key,
 * while Better Auth's cookie cache spares it the lookup of the session and the user: is the
 * session still open (not ended from another device, by a new password, by removal from the
 * team, with the account), what is the account's role, and does it sign in in two steps (an
 * admin without them sees no client's data). So each of these takes effect on the very next
 * request; only the account's name and addresses can be up to SESSION_CACHE_SECONDS old on
 * another device than the one that changed them (decision 073).
 *
 * The answer is the cookie cache's version: the cache holds the answer it was written with,
 * and a different one (another role, two steps turned on or off, the session ended) drops
 * it, so Better Auth looks the session up again and, if it is gone, signs the browser out.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Role } from "@shared/constants";
import type { Db } from "../db/client";
import { session, user, userProfiles } from "../db/schema";
import { preparedOncePerDatabase } from "../db/prepared";

/** How long a browser's cached session is trusted for the account's own fields. */
export const SESSION_CACHE_SECONDS = 5 * 60;

/** The version of a session that has ended: it matches no cache. */
const ENDED = "ended";

/** What an open session may do. */
export interface SessionAccess {
  role: Role;
  twoStep: boolean;
}

/** What the check read during one lookup: null for an ended session. */
interface Reading {
  access?: SessionAccess | null;
}
const readings = new AsyncLocalStorage<Reading>();

// Every signed-in request runs it.
const openSessionQuery = preparedOncePerDatabase((db) =>
  db
    .select({
      role: sql<Role>`coalesce(${userProfiles.role}, 'user')`,
      twoStep: sql<boolean>`coalesce(${user.twoFactorEnabled}, false)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, session.userId))
    .where(
      and(
        eq(session.id, sql.placeholder("sessionId")),
        gt(session.expiresAt, sql.placeholder("now")),
        gt(session.createdAt, sql.placeholder("openedAfter")),
      ),
    )
    .prepare("open_session_access"),
);

/** The account's access while the session is open: not ended, not expired, not past its lifetime. */
export async function openSessionAccess(
  db: Db,
  sessionId: string,
  maxAgeMs: number,
): Promise<SessionAccess | null> {
  const now = Date.now();
  const [row] = await openSessionQuery(db).execute({
    sessionId,
    now: new Date(now),
    openedAfter: new Date(now - maxAgeMs),
  });
  return row ?? null;
}

/**
 * Better Auth's `session.cookieCache.version`: the access while the session is open. A session
 * past its absolute lifetime (decision 062) reads as ended, so Better Auth looks it up and
 * its hook (hooks.ts) deletes it.
 */
export function sessionVersion(db: Db, sessionMaxAgeMs: number) {
  return async (current: { id: string }): Promise<string> => {
    const access = await openSessionAccess(db, current.id, sessionMaxAgeMs);
    const reading = readings.getStore();
    if (reading) reading.access = access;
    return versionOf(access);
  };
}

/** The cache's version for an access: a change of role or of two-step sign-in, or the end, drops it. */
export function versionOf(access: SessionAccess | null): string {
  return access ? `${access.role}/${access.twoStep ? "two-step" : "one-step"}` : ENDED;
}

/**
 * Runs a session lookup and returns, beside its result, the access the check read on the way:
 * undefined when it did not run (a session Better Auth does not cache: "do not remember me").
 */
export async function withSessionCheck<T>(lookup: () => Promise<T>): Promise<{ result: T } & Reading> {
  const reading: Reading = {};
  const result = await readings.run(reading, lookup);
  return { result, ...reading };
}
