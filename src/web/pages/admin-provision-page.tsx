import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { RequireAdmin } from "@web/app/guards";
import { usePageTitle } from "@web/lib/use-page-title";
import { ProvisionForm } from "@web/features/admin-tools/components/provision-form";
import { InvitesPanel } from "@web/features/admin-tools/components/invites-panel";

/**
 * /admin/provision: with ?token= anyone holding the one-time link sets up an admin
 * account; without one, admins invite others.
 */
export default function AdminProvisionPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("provision.title"), { private: true });
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("provision.title")}</h1>
      {token ? (
        <ProvisionForm token={token} />
      ) : (
        <RequireAdmin>
          <InvitesPanel />
        </RequireAdmin>
      )}
    </section>
  );
}
