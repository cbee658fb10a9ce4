import { Suspense } from "react";
import { useTranslation } from "@web/lib/i18n";
import { AccountGate } from "@web/features/auth/components/account-gate";
import { lazyPart } from "@web/features/offline/page-code";
import { usePageTitle } from "@web/lib/use-page-title";
import { PageFallback } from "@web/components/page/page-fallback";

/** Loaded once someone is signed in: a visitor at the sign-in form neither downloads nor runs it. */
const PortalHome = lazyPart(() => import("./portal-home"));

export default function PortalPage() {
  const { t } = useTranslation("portal");
  // Private: "Account · Notes", never the product's name (docs/decisions/049).
  usePageTitle(t("pageTitle"), { private: true });
  return (
    <AccountGate>
      <Suspense fallback={<PageFallback />}>
        <PortalHome />
      </Suspense>
    </AccountGate>
  );
}
