import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { RequireAdmin } from "@web/app/guards";
import { usePageTitle } from "@web/lib/use-page-title";
import { DirectoryView } from "@web/features/directory/components/directory-view";

/**
 * /admin-dashboard/directory: the places iCare lists (decision 070). It holds no one's
 * personal data, so every admin reads it, two-step sign-in or not; changes are a lead's.
 */
export default function AdminDirectoryPage() {
  const { t } = useTranslation("directory");
  usePageTitle(t("page.title"), { private: true });
  return (
    <RequireAdmin twoStep={false}>
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
        <DirectoryView />
      </div>
    </RequireAdmin>
  );
}
