/**
 * The team page (/admin-dashboard/team): who is on the caller's team, and the changes a
 * lead admin makes to it: moving a member to another region (a national lead only: a
 * regional lead never reaches beyond their region), removing one, making one a lead.
 * Navigators only (an admin with two-step sign-in): the page shows colleagues' contact
 * details and hands cases around. Outside the caller's team every member is "not found".
 */
import { Hono } from "hono";
import {
  teamLeadBodySchema,
  teamMemberParamsSchema,
  teamRegionBodySchema,
  type TeamLeadResponse,
  type TeamRegionResponse,
  type TeamRemoveResponse,
  type TeamResponse,
} from "@shared/api/team";
import type { AppDeps } from "../../deps";
import { requireNavigator, type Viewer, type ViewerVariables } from "../../auth/session";
import { HttpError } from "../../http/errors";
import { parseJson, parseWith } from "../../http/validate";
import { listTeam } from "./list-team";
import { listTeamInvites } from "./list-team-invites";
import { NOT_A_MEMBER, requireLead, teamScopeOf } from "./team-scope";
import { setMemberLead } from "./set-member-lead";
import { changeMemberRegion } from "./change-member-region";
import { removeMember } from "./remove-member";
import { tellTeamOfReturnedCases } from "./tell-team";

type Env = { Variables: ViewerVariables & { user: Viewer } };

export function teamRoutes(deps: AppDeps) {
  return new Hono<Env>()
    .get("/admin/team", requireNavigator, async (c) => {
      c.header("Cache-Control", "no-store");
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      const [members, invites] = await Promise.all([
        listTeam(deps.db, scope),
        listTeamInvites(deps, scope, deps.now()),
      ]);
      return c.json({ region: scope.region, members, invites } satisfies TeamResponse);
    })
    .post("/admin/team/:userId/region", requireNavigator, async (c) => {
      c.header("Cache-Control", "no-store");
      const { userId } = parseWith(teamMemberParamsSchema, c.req.param());
      const { region } = await parseJson(c, teamRegionBodySchema);
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      requireLead(scope);
      // Moving someone into a region opens its clients to them: only a lead whose team is
      // every region (a national lead) does it.
      if (scope.region !== null)
        throw new HttpError(
          403,
          "outside_your_region",
          "Only a national lead moves admins between regions.",
          {
            field: "region",
          },
        );
      const returned = await changeMemberRegion(deps, scope, userId, region);
      await tellTeamOfReturnedCases(deps, userId, returned);
      // The member as the caller's team sees them now; moved out of a regional team,
      // they are read as the national view would.
      const [member] = await listTeam(deps.db, { ...scope, region: null }, userId);
      if (!member) throw NOT_A_MEMBER();
      return c.json({ member, returned_cases: returned.length } satisfies TeamRegionResponse);
    })
    .delete("/admin/team/:userId", requireNavigator, async (c) => {
      const { userId } = parseWith(teamMemberParamsSchema, c.req.param());
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      requireLead(scope);
      const returned = await removeMember(deps, scope, userId);
      await deps.bus
        .publish({ kind: "session_revoked", userIds: [userId], data: { scope: "all" } })
        .catch((error: unknown) => deps.logger.warn({ err: error }, "session end event not published"));
      await tellTeamOfReturnedCases(deps, userId, returned);
      return c.json({ ok: true as const, returned_cases: returned.length } satisfies TeamRemoveResponse);
    })
    .post("/admin/team/:userId/lead", requireNavigator, async (c) => {
      c.header("Cache-Control", "no-store");
      const { userId } = parseWith(teamMemberParamsSchema, c.req.param());
      const { lead } = await parseJson(c, teamLeadBodySchema);
      const scope = await teamScopeOf(deps.db, c.get("user").user.id);
      requireLead(scope);
      await setMemberLead(deps, scope, userId, lead);
      const [member] = await listTeam(deps.db, scope, userId);
      if (!member) throw NOT_A_MEMBER();
      return c.json({ member } satisfies TeamLeadResponse);
    });
}
