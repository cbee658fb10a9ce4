/**
 * Session and role middleware. Routes read the signed-in user from the context;
 * the role comes from user_profiles and defaults to "user" when the lookup fails
 * or finds no row (spec section 4).
 */
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { createMiddleware } from "hono/factory";
import type { Role } from "@shared/constants";
import type { Db } from "../db/client";
import { userProfiles } from "../db/schema";
import { HttpError } from "../http/errors";
import type { Auth } from "./auth";
import { versionOf, withSessionCheck, type SessionAccess } from "./session-check";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  twoFactorEnabled?: boolean | null;
}

export interface Viewer {
  user: SessionUser;
  sessionId: string;
  role: Role;
}

export type ViewerVariables = {
  /** The signed-in person, looked up once on first use: a route that never asks never waits for it. */
  viewer: () => Promise<Viewer | null>;
};

/** Who is signed in, if anyone (null for a visitor). */
export const viewerOf = (c: { var: Readonly<ViewerVariables> }): Promise<Viewer | null> => c.var.viewer();

/**
 * The account's role. A failed lookup fails the request (503 in an outage, decision 061):
 * an admin taken for a client mid-outage would be told "forbidden", not "try again".
 */
export async function lookupRole(db: Db, userId: string): Promise<Role> {
  const [profile] = await db
    .select({ role: userProfiles.role })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.role ?? "user";
}

/**
 * Puts the viewer on the context, unread: public routes (the home page's testimonials, the
 * health check) answer without a session lookup, which is most of their cost. A lookup that
 * refreshed the browser's cached session sends the new cookie with the answer, unless the
 * route itself set that cookie (an account deleted, a session ended).
 */
export function viewerMiddleware(auth: Auth, db: Db) {
  const verified = verifiedCookies();
  return createMiddleware<{ Variables: ViewerVariables }>(async (c, next) => {
    const asked: { lookup?: Promise<Lookup> } = {};
    c.set(
      "viewer",
      async () => (await (asked.lookup ??= lookupViewer(auth, db, c.req.raw.headers, verified))).viewer,
    );
    await next();
    // A lookup that failed has failed the route already, which answered for it.
    const looked = await asked.lookup?.catch(() => null);
    // Most lookups write no cookie: the answer's headers are then left unread, as reading
    // them makes the HTTP adapter build the whole answer again.
    if (!looked?.cookies.length) return;
    const named = (line: string) => line.slice(0, line.indexOf("="));
    const setByRoute = new Set(c.res.headers.getSetCookie().map(named));
    for (const cookie of looked.cookies)
      if (!setByRoute.has(named(cookie))) c.res.headers.append("Set-Cookie", cookie);
  });
}

interface Lookup {
  viewer: Viewer | null;
  /** Set-Cookie lines from Better Auth: its cached session, written or refreshed. */
  cookies: string[];
}

/** How long a cookie Better Auth has verified is taken as verified again (decision 089). */
export const VERIFIED_COOKIE_MS = 30_000;

/** A browser's cookies as Better Auth last read them: whose session, and its access then. */
interface Verified {
  user: SessionUser;
  sessionId: string;
  /** The cache's version it was read with (session-check.ts). */
  version: string;
  until: number;
}

/**
 * The cookies of signed-in browsers that Better Auth read from its signed cache a moment ago,
 * by their exact text: the same text verifies the same way, so for VERIFIED_COOKIE_MS the
 * signature is not checked again. What the check reads on every request (the session still
 * open, the role, two-step sign-in) is still read every time (decision 089).
 */
function verifiedCookies() {
  return new LRUCache<string, Verified>({ max: 10_000 });
}

async function lookupViewer(
  auth: Auth,
  db: Db,
  headers: Headers,
  verified: ReturnType<typeof verifiedCookies>,
): Promise<Lookup> {
  const cookie = headers.get("cookie");
  const known = cookie ? verified.get(cookie) : undefined;
  if (cookie && known && known.until > Date.now()) {
    const access = await auth.sessionAccess(known.sessionId);
    if (access && versionOf(access) === known.version)
      return { viewer: viewerWith(known.user, known.sessionId, access), cookies: [] };
    // Ended, or its access changed: Better Auth reads the cookie again, and drops its cache.
    verified.delete(cookie);
  }
  const { result, access } = await withSessionCheck(() =>
    auth.api.getSession({ headers, returnHeaders: true }),
  );
  const cookies = result.headers.getSetCookie();
  const found = result.response;
  // null: the session ended between Better Auth's lookup and the check.
  if (!found || access === null) return { viewer: null, cookies };
  const user = found.user as SessionUser;
  // Read from the signed cache (the check ran) and nothing to write back: the browser will
  // send these very cookies again.
  if (cookie && access && cookies.length === 0) {
    const until = Math.min(Date.now() + VERIFIED_COOKIE_MS, new Date(found.session.expiresAt).getTime());
    verified.set(cookie, { user, sessionId: found.session.id, version: versionOf(access), until });
  }
  if (access) return { viewer: viewerWith(user, found.session.id, access), cookies };
  // No check ran (a session Better Auth does not cache): the role is read on its own.
  return { viewer: { user, sessionId: found.session.id, role: await lookupRole(db, user.id) }, cookies };
}

/** The viewer, with what the session's check read: the role and two-step sign-in as they are now. */
function viewerWith(user: SessionUser, sessionId: string, access: SessionAccess): Viewer {
  return { user: { ...user, twoFactorEnabled: access.twoStep }, sessionId, role: access.role };
}

export const requireUser = createMiddleware<{ Variables: ViewerVariables & { user: Viewer } }>(
  async (c, next) => {
    const viewer = await viewerOf(c);
    if (!viewer) throw new HttpError(401, "unauthorized", "Sign in to continue.");
    c.set("user", viewer);
    await next();
  },
);

export const requireAdmin = createMiddleware<{ Variables: ViewerVariables & { user: Viewer } }>(
  async (c, next) => {
    const viewer = await viewerOf(c);
    if (!viewer) throw new HttpError(401, "unauthorized", "Sign in to continue.");
    if (viewer.role !== "admin")
      throw new HttpError(403, "forbidden", "This needs an administrator account.");
    c.set("user", viewer);
    await next();
  },
);

/**
 * An admin who signs in with a second step: only they see clients' personal data (the
 * workspace, the team, the audit log). An admin without it is told what to set up.
 */
export const requireNavigator = createMiddleware<{ Variables: ViewerVariables & { user: Viewer } }>(
  async (c, next) => {
    const viewer = await viewerOf(c);
    if (!viewer) throw new HttpError(401, "unauthorized", "Sign in to continue.");
    if (viewer.role !== "admin")
      throw new HttpError(403, "forbidden", "This needs an administrator account.");
    if (!viewer.user.twoFactorEnabled)
      throw new HttpError(403, "two_factor_required", "Turn on two-step sign-in to see clients' data.");
    c.set("user", viewer);
    await next();
  },
);
