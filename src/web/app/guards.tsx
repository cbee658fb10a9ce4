/**
 * Route guards. The server refuses every private or admin endpoint on its own; these
 * only decide what the page shows: sign-in to a visitor, "not allowed" to a signed-in
 * person without the role, and never the admin interface to a non-admin.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ShieldAlert } from "lucide-react";
import { useAuth } from "@web/lib/auth";
import { Button } from "@web/components/ui/button";
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
      <Button asChild>
        <Link to="/portal">{t("notAllowed.toPortal")}</Link>
      </Button>
    </section>
  );
}

/** An admin; signed out, sign-in; signed in without the role, a clear refusal. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, role } = useAuth();
  if (loading) return <PageFallback />;
  if (!isAuthenticated) return <SignInOrUp />;
  if (role !== "admin") return <NotAllowed />;
  return <>{children}</>;
}
