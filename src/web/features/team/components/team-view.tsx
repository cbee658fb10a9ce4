import { useTranslation } from "@web/lib/i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { meQuery } from "@web/lib/auth";
import { teamKeys, teamQuery } from "../api";
import { MemberList } from "./member-list";
import { TeamInvites } from "./team-invites";

/** The team page's body: who is on the team, and who is invited to it. */
export function TeamView() {
  const { t } = useTranslation(["team", "admin", "common"]);
  const queryClient = useQueryClient();
  const team = useQuery(teamQuery);

  if (team.isPending) return <p className="text-muted-foreground">{t("common:loading")}</p>;
  if (team.isError)
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <p>{t("page.failed")}</p>
        <Button variant="outline" onClick={() => void team.refetch()}>
          {t("common:actions.retry")}
        </Button>
      </div>
    );

  const { region, members, invites } = team.data;
  // The server decides (decision 063); the page only leaves out what would be refused.
  const lead = members.some((member) => member.is_me && member.lead);
  const powers = { manage: lead, move: lead && region === null };
  const leads = members.filter((member) => member.lead).map((member) => member.name);
  // A change can move the caller themself (their region, so their team), or find that
  // their own two-step sign-in went off: the team and the caller are read again.
  const refresh = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);

  return (
    <div className="grid gap-8">
      <p className="text-muted-foreground">
        {region ? t("page.intro", { region: t(`admin:regions.${region}`) }) : t("page.introNational")}
      </p>
      {lead ? null : (
        <p className="rounded-md border bg-muted/50 p-3 text-sm" data-testid="team-leads-note">
          {leads.length > 0
            ? t("page.leadsOnly", { names: leads.join(", "), count: leads.length })
            : t("page.noLead")}
        </p>
      )}
      <MemberList members={members} powers={powers} onChanged={refresh} />
      <TeamInvites region={region} invites={invites} canInvite={lead} />
    </div>
  );
}
