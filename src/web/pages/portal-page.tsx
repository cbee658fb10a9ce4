import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LogOut, Settings } from "lucide-react";
import { AccountGate } from "@web/features/auth/components/account-gate";
import { StartRequest } from "@web/features/applications/components/start-request";
import { MyApplications } from "@web/features/applications/components/my-applications";
import { NavigatorReplies } from "@web/features/applications/components/navigator-replies";
import { useAuth, useSignOut } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/use-page-title";
import { Button } from "@web/components/ui/button";

function PortalHome() {
  const { t } = useTranslation(["portal", "applications"]);
  const { user } = useAuth();
  const signOut = useSignOut();
  const requestsHeadingId = useId();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("welcome", { name: user?.name ?? "" })}</h1>
          <p className="text-muted-foreground">{t("applications:portal.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/portal/settings">
              <Settings aria-hidden="true" />
              {t("applications:portal.settings")}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {t("signOut")}
          </Button>
        </div>
      </header>
      {/* Phones: request, messages, then the list; wide screens: messages in a side column. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:col-start-1 lg:row-start-1">
          <StartRequest
            onSent={() => requestAnimationFrame(() => document.getElementById(requestsHeadingId)?.focus())}
          />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <NavigatorReplies />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <MyApplications headingId={requestsHeadingId} />
        </div>
      </div>
    </div>
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
