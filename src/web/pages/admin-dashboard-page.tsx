import { useTranslation } from "@web/lib/i18n";
import { RequireAdmin } from "@web/components/page/guards";
import { Workspace } from "@web/features/cases/components/workspace";
import { WorkspaceLinks } from "@web/features/cases/components/workspace-links";
import { usePageTitle } from "@web/lib/use-page-title";

/** /admin-dashboard: the region team's cases. */
export default function AdminDashboardPage() {
  const { t } = useTranslation("cases");
  // Neutral: a laptop's tab list says "Dashboard", nothing about whose care is inside.
  usePageTitle(t("page.title"), { private: true });
  return (
    <RequireAdmin>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("page.heading")}</h1>
          <p className="text-muted-foreground">{t("page.intro")}</p>
        </header>
        <WorkspaceLinks current="cases" />
        <Workspace />
      </div>
    </RequireAdmin>
  );
}
