/**
 * Session and role middleware. Routes read the signed-in user from the context;
 * the role comes from user_profiles and defaults to "user" when the lookup fails
 * or finds no row (spec section 4).
 */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Role } from "@shared/constants";
import type { Db } from "../db/client";
import { userProfiles } from "../db/schema";
import { HttpError } from "../http/errors";
import type { Auth } from "./auth";

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
 * health check) answer without a session lookup, which is most of their cost.
 */
export function viewerMiddleware(auth: Auth, db: Db) {
  return createMiddleware<{ Variables: ViewerVariables }>(async (c, next) => {
    let lookup: Promise<Viewer | null> | null = null;
    c.set("viewer", () => (lookup ??= lookupViewer(auth, db, c.req.raw.headers)));
    await next();
  });
}

async function lookupViewer(auth: Auth, db: Db, headers: Headers): Promise<Viewer | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  return {
    user: result.user as SessionUser,
    sessionId: result.session.id,
    role: await lookupRole(db, result.user.id),
  };
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
