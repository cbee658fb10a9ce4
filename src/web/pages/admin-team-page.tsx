import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { RequireAdmin } from "@web/app/guards";
import { usePageTitle } from "@web/lib/use-page-title";
import { TeamView } from "@web/features/team/components/team-view";

/** /admin-dashboard/team: the caller's team, its invitations, moves and removals. */
export default function AdminTeamPage() {
  const { t } = useTranslation("team");
  usePageTitle(t("page.title"), { private: true });
  return (
    <RequireAdmin>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-2">
          <Link
            to="/admin-dashboard"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("page.back")}
          </Link>
          <h1 className="text-2xl font-bold sm:text-3xl">{t("page.title")}</h1>
        </header>
        <TeamView />
      </div>
    </RequireAdmin>
  );
}
