/**
 * The team page's data: the caller's team and its open invitations (["admin","team"]),
 * and the changes a lead admin makes to it. Invitations are sent and withdrawn through
 * the provisioning feature's calls (features/admin-provision/api.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import type { Region } from "@shared/constants";
import {
  teamLeadResponseSchema,
  teamRegionResponseSchema,
  teamRemoveResponseSchema,
  teamResponseSchema,
} from "@shared/api/team";
import { api, readAnswer, withBody } from "@web/lib/api";

export const teamKeys = {
  all: ["admin", "team"] as const,
};

export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: () => readAnswer(api.admin.team.$get(), teamResponseSchema),
});

export async function changeMemberRegion(userId: string, region: Region) {
  return readAnswer(
    api.admin.team[":userId"].region.$post(withBody({ param: { userId } }, { region })),
    teamRegionResponseSchema,
  );
}

export async function setMemberLead(userId: string, lead: boolean) {
  return readAnswer(
    api.admin.team[":userId"].lead.$post(withBody({ param: { userId } }, { lead })),
    teamLeadResponseSchema,
  );
}

export async function removeMember(userId: string) {
  return readAnswer(api.admin.team[":userId"].$delete({ param: { userId } }), teamRemoveResponseSchema);
}
