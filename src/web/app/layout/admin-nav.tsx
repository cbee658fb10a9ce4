import { Suspense } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useAuth } from "@web/lib/auth";
import { lazyRetrying } from "@web/lib/lazy-retrying";
import { QuietBoundary } from "@web/components/ui/quiet-boundary";

const AdminLinks = lazyRetrying(() => import("./admin-links"));

/**
 * The navigators' links, for an admin only: anyone else's page has neither them nor their
 * code. If the code cannot load (offline), the header simply goes without them.
 */
export function AdminNav(props: { variant: "bar" | "menu"; onNavigate?: () => void }) {
  const { role } = useAuth();
  const { t } = useTranslation("common");
  if (role !== "admin") return null;
  return (
    <QuietBoundary onError={AdminLinks.retry}>
      <Suspense fallback={null}>
        <AdminLinks t={t} {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
