/**
 * The team page's data: the caller's team and its open invitations (["admin","team"]),
 * and the changes a lead admin makes to it. Invitations are sent and withdrawn through
 * the admin tools' calls (features/admin-tools/api.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import type { Region } from "@shared/constants";
import type {
  TeamLeadResponse,
  TeamRegionResponse,
  TeamRemoveResponse,
  TeamResponse,
} from "@shared/api/team";
import { api, readJson } from "@web/lib/api";

export const teamKeys = {
  all: ["admin", "team"] as const,
};

export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: async () => readJson<TeamResponse>(await api.admin.team.$get()),
});

/** The route parses its body itself, so the typed client knows the path, not the body. */
export async function changeMemberRegion(userId: string, region: Region) {
  return readJson<TeamRegionResponse>(
    await api.admin.team[":userId"].region.$post(Object.assign({ param: { userId } }, { json: { region } })),
  );
}

export async function setMemberLead(userId: string, lead: boolean) {
  return readJson<TeamLeadResponse>(
    await api.admin.team[":userId"].lead.$post(Object.assign({ param: { userId } }, { json: { lead } })),
  );
}

export async function removeMember(userId: string) {
  return readJson<TeamRemoveResponse>(await api.admin.team[":userId"].$delete({ param: { userId } }));
}
