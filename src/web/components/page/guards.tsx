/**
 * Route guards. The server refuses every private or admin endpoint on its own; these
 * only decide what the page shows: sign-in to a visitor, "not allowed" to a signed-in
 * person without the role, never the admin interface to a non-admin, and to an admin
 * without two-step sign-in the way to turn it on (docs/decisions/055-team-and-two-step.md).
 */
import type { ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useAuth } from "@web/lib/auth";
import { ButtonLink } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { AccountGate, SignInOrUp } from "@web/features/auth/components/account-gate";
import { PageFallback } from "./page-fallback";

/** A signed-in user; signed out, sign-in and sign-up. */
export function RequireUser({ children }: { children: ReactNode }) {
  return <AccountGate>{children}</AccountGate>;
}

function NotAllowed() {
  const { t } = useTranslation("admin");
  usePageTitle(t("notAllowed.title"), { private: true });
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("notAllowed.title")}</h1>
      <p className="text-muted-foreground">{t("notAllowed.text")}</p>
      <ButtonLink to="/portal">{t("notAllowed.toPortal")}</ButtonLink>
    </section>
  );
}

/** Where two-step sign-in is set up: the settings page's section. */
const TWO_STEP_SETTINGS_PATH = "/portal/settings#two-factor";

function TwoStepNeeded() {
  const { t } = useTranslation("team");
  usePageTitle(t("twoStep.title"), { private: true });
  return (
    <section
      aria-labelledby="two-step-needed"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <ShieldCheck className="size-12 text-primary" aria-hidden="true" />
      <h1 id="two-step-needed" className="text-2xl font-bold">
        {t("twoStep.title")}
      </h1>
      <p className="text-muted-foreground">{t("twoStep.text")}</p>
      <ButtonLink to={TWO_STEP_SETTINGS_PATH}>{t("twoStep.action")}</ButtonLink>
    </section>
  );
}

/**
 * An admin; signed out, sign-in; signed in without the role, a clear refusal. Every admin
 * page shows clients' personal data or hands out who may see it, so an admin without
 * two-step sign-in is shown how to turn it on instead; `twoStep={false}` only for a page
 * without any personal data (the system status).
 */
export function RequireAdmin({ children, twoStep = true }: { children: ReactNode; twoStep?: boolean }) {
  const { loading, isAuthenticated, role, user } = useAuth();
  if (loading) return <PageFallback />;
  if (!isAuthenticated) return <SignInOrUp />;
  if (role !== "admin") return <NotAllowed />;
  if (twoStep && !user?.twoFactorEnabled) return <TwoStepNeeded />;
  return <>{children}</>;
}
