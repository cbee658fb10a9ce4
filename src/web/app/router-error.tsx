import { Suspense, useEffect } from "react";
import { useTranslation } from "@web/lib/i18n";
import { TriangleAlert, WifiOff } from "lucide-react";
import { Button, buttonVariants } from "@web/components/ui/button";
import { QuietBoundary } from "@web/components/ui/quiet-boundary";
import { lazyRetrying } from "@web/lib/lazy-retrying";
import { PageCodeUnavailable } from "@web/features/offline/page-code";
import type { Failure } from "./error-boundary";
import { PageFallback } from "../components/page/page-fallback";

/**
 * The router's fallback (spec section 8). A full page load rather than a router link:
 * the router itself may be what failed, for example a page's code missing after an update.
 */
export function RouterError() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("errors.unexpected")}</h1>
      <p className="text-muted-foreground">{t("errors.boundary")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t("actions.retry")}</Button>
        <a className={buttonVariants({ variant: "outline" })} href="/">
          {t("notFound.backHome")}
        </a>
      </div>
    </div>
  );
}

// Kept out of the first load; the service worker stores it with the shell (sw/build.ts).
const OfflinePage = lazyRetrying(() => import("@web/features/offline/components/offline-page"));

/**
 * What a route shows when its page fails: offline, a page whose code is not on this device
 * is the offline page, never an error (docs/decisions/048); anything else is the router's
 * error. `reset` shows the page again once its code has arrived.
 */
export function PageFailure({ error, reset }: Failure) {
  if (!(error instanceof PageCodeUnavailable) || !error.offline) return <RouterError />;
  const reload = () => error.reload().then(reset);
  return (
    <QuietBoundary fallback={<OfflineNotice reload={reload} />} onError={OfflinePage.retry}>
      <Suspense fallback={<PageFallback />}>
        <OfflinePage reload={reload} />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * When even the offline page's code is missing (no service worker yet: the first seconds
 * of a first visit, or a browser without one): the words the first load already has, and
 * the page once the connection returns.
 */
function OfflineNotice({ reload }: { reload(): Promise<void> }) {
  const { t } = useTranslation("common");
  useEffect(() => {
    // A failure here changes nothing: still offline, this notice stays.
    const onOnline = () => void reload().catch(() => undefined);
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [reload]);
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <WifiOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t("errors.offline")}</h1>
      <Button onClick={() => void reload().catch(() => undefined)}>{t("actions.retry")}</Button>
    </div>
  );
}
