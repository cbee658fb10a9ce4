/**
 * After a member left a team: the open workspaces of everyone who shares the returned
 * cases refresh (the cases are in the queue now), and so does the member's own.
 */
import type { AppDeps } from "../../deps";
import { teamOf } from "../cases/case-team";
import { publishInboxChange } from "../inbox/publish-inbox-change";
import type { ReturnedCase } from "./return-open-cases";

export async function tellTeamOfReturnedCases(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  memberId: string,
  returned: ReturnedCase[],
): Promise<void> {
  if (returned.length === 0) return;
  try {
    const regions = [...new Set(returned.map((row) => row.region))];
    const teams = await Promise.all(regions.map((region) => teamOf(deps.db, region)));
    const recipients = [memberId, ...teams.flat().map((admin) => admin.id)];
    await publishInboxChange(deps, recipients);
  } catch (error) {
    deps.logger.warn({ err: error }, "team change event not published");
  }
}
