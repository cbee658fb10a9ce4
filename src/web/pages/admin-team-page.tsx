import { useTranslation } from "@web/lib/i18n";
import { StaffSubpage } from "@web/components/page/staff-subpage";
import { TeamView } from "@web/features/team/components/team-view";

/** /admin-dashboard/team: the caller's team, its invitations, moves and removals. */
export default function AdminTeamPage() {
  const { t } = useTranslation("team");
  return (
    <StaffSubpage title={t("page.title")} backLabel={t("page.back")}>
      <TeamView />
    </StaffSubpage>
  );
}
