import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { RequireUser } from "@web/app/guards";
import { usePageTitle } from "@web/lib/use-page-title";
import { ContactSection } from "@web/features/account/components/contact-section";
import { TwoFactorSection } from "@web/features/account/components/two-factor-section";
import { SessionsSection } from "@web/features/account/components/sessions-section";
import { MyDataSection } from "@web/features/account/components/my-data-section";

/** /portal/settings: security and data now; language, theme and notifications join later. */
export default function SettingsPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("pageTitle"));
  return (
    <RequireUser>
      <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
        <div className="grid gap-2">
          <Link
            to="/portal"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("backToPortal")}
          </Link>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
        </div>
        <ContactSection />
        <TwoFactorSection />
        <SessionsSection />
        <MyDataSection />
      </section>
    </RequireUser>
  );
}
