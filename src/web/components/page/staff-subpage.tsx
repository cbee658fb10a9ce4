import type { ReactNode } from "react";
import { BackLink } from "@web/components/page/back-link";
import { RequireAdmin } from "@web/components/page/guards";
import { usePageTitle } from "@web/lib/use-page-title";

/** A staff page below the dashboard: admins only, a way back to the dashboard, its title. */
export function StaffSubpage({
  title,
  backLabel,
  twoStep,
  children,
}: {
  title: string;
  backLabel: string;
  /** Whether reading the page needs two-step sign-in (RequireAdmin's default: yes). */
  twoStep?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title, { private: true });
  return (
    <RequireAdmin twoStep={twoStep}>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-2">
          <BackLink to="/admin-dashboard">{backLabel}</BackLink>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        </header>
        {children}
      </div>
    </RequireAdmin>
  );
}
