/**
 * Admin provisioning. Anyone holding a valid link may check and accept it (the link is
 * the credential: 256 random bits, single use, 24 hours); navigators (admins with
 * two-step sign-in) see the invitations' addresses and numbers; only a lead admin invites
 * or withdraws an invitation (decision 063), and only into their own region (a national admin, with none, into any): an admin who could invite
 * into another region could make themselves that region's admin and read its clients.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  inviteCreateRequestSchema,
  provisionAcceptRequestSchema,
  provisionCheckRequestSchema,
  type AdminInviteListResponse,
  type InviteCreated,
  type InviteRevoked,
  type ProvisionAcceptResponse,
  type ProvisionCheck,
} from "@shared/api/admin-accounts";
import type { AppDeps } from "../../deps";
import { requireNavigator, viewerOf, type Viewer, type ViewerVariables } from "../../auth/session";
import { HttpError } from "../../http/errors";
import { parseJson, parseWith } from "../../http/validate";
import { describeInvite, findUsableInvite } from "./find-invite";
import { acceptInvite } from "./accept-invite";
import { createInvite } from "./create-invite";
import { listTeamInvites } from "../team/list-team-invites";
import { requireLead, teamScopeOf } from "../team/team-scope";
import { revokeInvite } from "./revoke-invite";

type Env = { Variables: ViewerVariables & { user: Viewer } };

const inviteIdSchema = z.uuid({ error: "invalid_id" });

export function adminProvisionRoutes(deps: AppDeps) {
  return new Hono<Env>()
    .use("/admin-provision/*", async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    })
    .post("/admin-provision/check", async (c) => {
      const { token } = await parseJson(c, provisionCheckRequestSchema);
      return c.json(describeInvite(await findUsableInvite(deps, token, deps.now())) satisfies ProvisionCheck);
    })
    .post("/admin-provision/accept", async (c) => {
      const input = await parseJson(c, provisionAcceptRequestSchema);
      const result = await acceptInvite(deps, input, await viewerOf(c));
      let signedIn = !result.created;
      if (result.created && input.account) {
        // The new admin lands signed in, as after any sign-up.
        const { headers } = await deps.auth.api.signInEmail({
          body: { email: input.account.email ?? "", password: input.account.password },
          returnHeaders: true,
        });
        for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
        signedIn = true;
      }
      return c.json({ userId: result.userId, signedIn } satisfies ProvisionAcceptResponse);
    })
    .get("/admin/invites", requireNavigator, async (c) => {
      c.header("Cache-Control", "no-store");
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      return c.json(
        (await listTeamInvites(deps, scope, deps.now(), {
          pendingOnly: false,
        })) satisfies AdminInviteListResponse,
      );
    })
    .post("/admin/invites", requireNavigator, async (c) => {
      const input = await parseJson(c, inviteCreateRequestSchema);
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      requireLead(scope);
      if (scope.region !== null && input.region !== scope.region) {
        throw new HttpError(403, "outside_your_region", "You can invite people into your own region only.", {
          field: "region",
        });
      }
      const id = await createInvite(deps, scope.callerId, input);
      return c.json({ id } satisfies InviteCreated, 201);
    })
    .delete("/admin/invites/:id", requireNavigator, async (c) => {
      const id = parseWith(inviteIdSchema, c.req.param("id"));
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      requireLead(scope);
      if (!(await revokeInvite(deps, scope, id)))
        throw new HttpError(404, "not_found", "No such pending invitation.");
      return c.json({ ok: true } satisfies InviteRevoked);
    });
}
