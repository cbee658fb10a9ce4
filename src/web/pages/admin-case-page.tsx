import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { useParams } from "@web/lib/router";
import { RequireAdmin } from "@web/components/page/guards";
import { caseQuery } from "@web/features/cases/api";
import { CaseView } from "@web/features/cases/components/case-view";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/use-page-title";

/** The tab's title names the case by its number only, never the client. */
function CaseTitle({ id }: { id: string }) {
  const { t } = useTranslation("cases");
  const { role } = useAuth();
  const { data } = useQuery({ ...caseQuery(id), enabled: role === "admin" });
  usePageTitle(data ? t("page.caseTitle", { number: data.case.number }) : t("case.title"), { private: true });
  return null;
}

/** /admin-dashboard/cases/:id: one case, at an address that Back, a reload and a shared link keep. */
export default function AdminCasePage() {
  const { id = "" } = useParams();
  return (
    <>
      <CaseTitle id={id} />
      <RequireAdmin>
        <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
          <CaseView key={id} id={id} />
        </div>
      </RequireAdmin>
    </>
  );
}
