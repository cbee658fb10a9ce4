/**
 * Sign-out with the spec's scopes (section 4): "local" ends this session, "others" every
 * other session of the account, "global" all of them. Ended devices hear it at once
 * through the event bus. Returns the cookie headers that clear this browser's session.
 */
import type { SignOutScope } from "@shared/api/account";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../auth/session";

export async function signOut(
  deps: Pick<AppDeps, "auth" | "bus">,
  viewer: Viewer,
  headers: Headers,
  scope: SignOutScope,
): Promise<Headers | null> {
  if (scope !== "local") await deps.auth.api.revokeOtherSessions({ headers });
  const cleared =
    scope === "others" ? null : (await deps.auth.api.signOut({ headers, returnHeaders: true })).headers;
  await deps.bus.publish({ kind: "session_revoked", userIds: [viewer.user.id], data: { scope } });
  return cleared;
}
