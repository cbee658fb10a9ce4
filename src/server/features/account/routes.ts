/**
 * /api/account: the signed-in person's own security and data. Every route acts on the
 * caller's account only (text messages: the number it signs in with); the sensitive ones
 * need a fresh re-authentication.
 */
import { Hono, type Context } from "hono";
import {
  accountSessionParamsSchema,
  deleteAccountRequestSchema,
  reauthRequestSchema,
  signOutRequestSchema,
  type AccountSession,
  type ReauthResponse,
  type SecuritySummary,
} from "@shared/api/account";
import { textMessagesUpdateSchema, type TextMessagesSettings } from "@shared/api/text-messages";
import type { AppDeps } from "../../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { HttpError } from "../../http/errors";
import { parseJson, parseWith } from "../../http/validate";
import { getSecuritySummary } from "./get-security-summary";
import { listSessions } from "./list-sessions";
import { revokeSession } from "./revoke-session";
import { signOut } from "./sign-out";
import { reauthenticate, requireReauthenticated, sendReauthCode } from "./reauthenticate";
import { exportMyData } from "./export-my-data";
import { deleteAccount } from "./delete-account";
import { changeTextMessages, getTextMessages } from "./text-messages";

type Env = { Variables: ViewerVariables & { user: Viewer } };

function forwardCookies(c: Context, headers: Headers | null) {
  for (const cookie of headers?.getSetCookie() ?? []) c.header("Set-Cookie", cookie, { append: true });
}

const ids = (viewer: Viewer) => ({ userId: viewer.user.id, sessionId: viewer.sessionId });

export function accountRoutes(deps: AppDeps) {
  return new Hono<Env>()
    .use("/account/*", requireUser, async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/account/security", async (c) =>
      c.json((await getSecuritySummary(deps.db, ids(c.get("user")), deps.now())) satisfies SecuritySummary),
    )
    .get("/account/sessions", async (c) =>
      c.json((await listSessions(deps.db, ids(c.get("user")), deps.now())) satisfies AccountSession[]),
    )
    .delete("/account/sessions/:id", async (c) => {
      const viewer = c.get("user");
      const { id } = parseWith(accountSessionParamsSchema, c.req.param());
      if (id === viewer.sessionId)
        throw new HttpError(400, "current_session", "Use sign out to end this session.", { field: "id" });
      if (!(await revokeSession(deps.db, viewer.user.id, id)))
        throw new HttpError(404, "not_found", "No such session.");
      await deps.bus.publish({ kind: "session_revoked", userIds: [viewer.user.id], data: { scope: "one" } });
      return c.json({ ok: true as const });
    })
    .post("/account/sign-out", async (c) => {
      const { scope, push_endpoint: pushEndpoint } = await parseJson(c, signOutRequestSchema);
      forwardCookies(c, await signOut(deps, c.get("user"), c.req.raw.headers, { scope, pushEndpoint }));
      return c.json({ ok: true as const, scope });
    })
    .post("/account/reauth/code", async (c) => {
      await sendReauthCode(deps, c.get("user"));
      return c.json({ ok: true as const });
    })
    .post("/account/reauth", async (c) => {
      const input = await parseJson(c, reauthRequestSchema);
      const until = await reauthenticate(deps, c.get("user"), c.req.raw.headers, input);
      return c.json({ reauthenticatedUntil: until.toISOString() } satisfies ReauthResponse);
    })
    .get("/account/text-messages", async (c) =>
      c.json((await getTextMessages(deps, c.get("user").user.id)) satisfies TextMessagesSettings),
    )
    .put("/account/text-messages", async (c) => {
      const change = await parseJson(c, textMessagesUpdateSchema);
      return c.json(
        (await changeTextMessages(deps, c.get("user").user.id, change)) satisfies TextMessagesSettings,
      );
    })
    .get("/account/export", async (c) => {
      const viewer = c.get("user");
      await requireReauthenticated(deps, viewer);
      const data = await exportMyData(deps, viewer.user.id);
      const day = deps.now().toISOString().slice(0, 10);
      // A neutral file name: downloads folders are seen by whoever holds the phone.
      c.header("Content-Disposition", `attachment; filename="account-data-${day}.json"`);
      return c.json(data);
    })
    .post("/account/delete", async (c) => {
      await parseJson(c, deleteAccountRequestSchema);
      const viewer = c.get("user");
      await requireReauthenticated(deps, viewer);
      const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      await deleteAccount(deps, viewer.user.id);
      forwardCookies(c, headers);
      return c.json({ ok: true as const });
    });
}
