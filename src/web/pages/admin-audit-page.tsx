import { useTranslation } from "@web/lib/i18n";
import { RequireAdmin } from "@web/components/page/guards";
import { AuditLog } from "@web/features/cases/components/audit-log";
import { WorkspaceLinks } from "@web/features/cases/components/workspace-links";
import { usePageTitle } from "@web/lib/use-page-title";

/** /admin-dashboard/audit: who viewed or changed what, and when. */
export default function AdminAuditPage() {
  const { t } = useTranslation("cases");
  usePageTitle(t("audit.heading"), { private: true });
  return (
    <RequireAdmin>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("audit.heading")}</h1>
          <p className="text-muted-foreground">{t("audit.intro")}</p>
        </header>
        <WorkspaceLinks current="audit" />
        <AuditLog />
      </div>
    </RequireAdmin>
  );
}
