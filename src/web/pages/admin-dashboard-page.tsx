import { useTranslation } from "react-i18next";
import { RequireAdmin } from "@web/app/guards";
import { AdminDashboard } from "@web/features/inbox/components/admin-dashboard";
import { usePageTitle } from "@web/lib/use-page-title";

export default function AdminDashboardPage() {
  const { t } = useTranslation("inbox");
  // Neutral: a laptop's tab list says "Dashboard", nothing about whose care is inside.
  usePageTitle(t("page.title"), { private: true });
  return (
    <RequireAdmin>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("page.title")}</h1>
          <p className="text-muted-foreground">{t("page.intro")}</p>
        </header>
        <AdminDashboard />
      </div>
    </RequireAdmin>
  );
}
