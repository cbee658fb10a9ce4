import { useTranslation } from "react-i18next";
import { LogOut } from "lucide-react";
import { AccountGate } from "@web/features/auth/components/account-gate";
import { useAuth, useSignOut } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/use-page-title";
import { Button } from "@web/components/ui/button";

function PortalHome() {
  const { t } = useTranslation("portal");
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("welcome", { name: user?.name ?? "" })}</h1>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t("signOut")}
        </Button>
      </div>
    </section>
  );
}

export default function PortalPage() {
  const { t } = useTranslation("portal");
  // A neutral title: the tab and history of a shared phone say "Account", nothing more.
  usePageTitle(t("pageTitle"));
  return (
    <AccountGate>
      <PortalHome />
    </AccountGate>
  );
}
