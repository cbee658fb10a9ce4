import { Redirect, useSearchParams } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { usePageTitle } from "@web/lib/use-page-title";
import { ProvisionForm } from "@web/features/admin-provision/components/provision-form";

/**
 * /admin/provision?token=…: anyone holding the one-time link sets up an admin account.
 * Without a link there is nothing here: invitations are sent from the team page, into the
 * team's own region (docs/decisions/055-team-and-two-step.md).
 */
export default function AdminProvisionPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("provision.title"), { private: true });
  const [params] = useSearchParams();
  const token = params.get("token");
  if (!token) return <Redirect to="/admin-dashboard/team" replace />;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("provision.title")}</h1>
      <ProvisionForm token={token} />
    </section>
  );
}
