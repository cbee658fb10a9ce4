import { useTranslation } from "@web/lib/i18n";
import { BackLink } from "@web/components/page/back-link";
import { RequireUser } from "@web/components/page/guards";
import { LanguageChoices } from "@web/components/page/language-switch";
import { ThemeChoices } from "@web/components/page/theme-toggle";
import { usePageTitle } from "@web/lib/use-page-title";
import { SettingsSection } from "@web/features/account/components/section";
import { ContactSection } from "@web/features/account/components/contact-section";
import { PasswordSection } from "@web/features/account/components/password-section";
import { TwoFactorSection } from "@web/features/account/components/two-factor-section";
import { SessionsSection } from "@web/features/account/components/sessions-section";
import { MyDataSection } from "@web/features/account/components/my-data-section";
import { CareSharingSection } from "@web/features/account/components/care-sharing-section";
import { TextMessagesSection } from "@web/features/account/components/text-messages-section";
import { PushToggle } from "@web/features/notifications/components/push-toggle";
import { SafetySettings } from "@web/features/safety/components/safety-settings";

/**
 * /portal/settings: display, notifications, safety, what the care team may see and text
 * messages, then sign-in, security and data.
 */
export default function SettingsPage() {
  const { t } = useTranslation(["account", "common"]);
  usePageTitle(t("pageTitle"), { private: true });
  return (
    <RequireUser>
      <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
        <div className="grid gap-2">
          <BackLink to="/portal">{t("backToPortal")}</BackLink>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
        </div>
        <SettingsSection
          id="settings-display"
          title={t("display.title")}
          description={t("display.description")}
        >
          <div className="grid items-start gap-6 sm:grid-cols-2">
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">{t("common:language.label")}</h3>
              <LanguageChoices />
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">{t("common:theme.label")}</h3>
              <ThemeChoices />
            </div>
          </div>
        </SettingsSection>
        <SettingsSection
          id="settings-notifications"
          title={t("notifications.title")}
          description={t("notifications.description")}
        >
          <PushToggle className="" />
        </SettingsSection>
        <SafetySettings />
        <CareSharingSection />
        <TextMessagesSection />
        <ContactSection />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <MyDataSection />
      </section>
    </RequireUser>
  );
}
