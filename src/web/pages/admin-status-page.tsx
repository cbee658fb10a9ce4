import { useTranslation } from "@web/lib/i18n";
import { RequireAdmin } from "@web/components/page/guards";
import { usePageTitle } from "@web/lib/use-page-title";
import { StatusPanel } from "@web/features/admin-status/components/status-panel";

export default function AdminStatusPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("status.title"), { private: true });
  return (
    <RequireAdmin twoStep={false}>
      <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t("status.title")}</h1>
        <StatusPanel />
      </section>
    </RequireAdmin>
  );
}
