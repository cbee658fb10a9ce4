/**
 * Sign-out with the spec's scopes (section 4): "local" ends this session, "others" every
 * other session of the account, "global" all of them. Ended devices hear it at once
 * through the event bus. Their push subscriptions end with them, so a phone passed on
 * gets nothing meant for the account. Returns the cookie headers that clear this
 * browser's session.
 */
import { and, eq, ne } from "drizzle-orm";
import type { SignOutScope } from "@shared/api/account";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../auth/session";
import { pushSubscriptions } from "../../db/schema";

async function endPushSubscriptions(
  deps: Pick<AppDeps, "db">,
  userId: string,
  scope: SignOutScope,
  thisDevice: string | undefined,
) {
  const own = eq(pushSubscriptions.userId, userId);
  if (scope === "global") await deps.db.delete(pushSubscriptions).where(own);
  else if (!thisDevice)
    return; // Which subscription is this device's is unknown: none is touched.
  else if (scope === "local")
    await deps.db.delete(pushSubscriptions).where(and(own, eq(pushSubscriptions.endpoint, thisDevice)));
  else await deps.db.delete(pushSubscriptions).where(and(own, ne(pushSubscriptions.endpoint, thisDevice)));
}

export async function signOut(
  deps: Pick<AppDeps, "auth" | "bus" | "db">,
  viewer: Viewer,
  headers: Headers,
  { scope, pushEndpoint }: { scope: SignOutScope; pushEndpoint?: string },
): Promise<Headers | null> {
  await endPushSubscriptions(deps, viewer.user.id, scope, pushEndpoint);
  if (scope !== "local") await deps.auth.api.revokeOtherSessions({ headers });
  const cleared =
    scope === "others" ? null : (await deps.auth.api.signOut({ headers, returnHeaders: true })).headers;
  await deps.bus.publish({ kind: "session_revoked", userIds: [viewer.user.id], data: { scope } });
  return cleared;
}
