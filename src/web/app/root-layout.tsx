import { Suspense, type ReactNode } from "react";
import { useLocation } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { SiteHeader } from "./layout/site-header";
import { SiteFooter } from "./layout/site-footer";
import { DemoLabel } from "./layout/demo-label";
import { NavigationProgress } from "./layout/navigation-progress";
import { useScrollOnNavigate } from "./layout/use-scroll-on-navigate";
import { SplashOverlay, useSplash } from "./splash/splash-gate";
import { useHydrated } from "../lib/use-hydrated";
import { PageFallback } from "../components/page/page-fallback";
import { PageTakenOver } from "./page-taken-over";
import { ErrorBoundary } from "./error-boundary";
import { PageFailure } from "./router-error";
import { QuickExitShortcut } from "../features/safety/components/quick-exit-shortcut";
import { AssistantLauncher } from "../features/assistant/launcher/assistant-launcher";
import { InTurn } from "../lib/in-turn";

/**
 * index.html holds the first paint until the element of this id has arrived (its
 * rel="expect" link): an empty mark just after the header, so the header is whole.
 */
export const HEADER_END_ID = "header-end";

/** What every page shares, around the page of the address (`children`). */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <BehindTheSplash>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("nav.skipToContent")}
      </a>
      <NavigationProgress />
      <DemoLabel />
      <InTurn>
        <SiteHeader />
      </InTurn>
      <span id={HEADER_END_ID} hidden />
      {/* At least a screen tall (less the 4rem header): while a page's code loads, the
          footer waits below the fold instead of jumping down when the page arrives. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {/* A page that fails shows the router's fallback, or offline the offline page;
            moving to another page retries. */}
        <InTurn>
          <ErrorBoundary
            fallback={(failure) => (
              <>
                <PageFailure {...failure} />
                <PageTakenOver />
              </>
            )}
            resetKey={pathname}
          >
            <Suspense fallback={<PageFallback />}>
              {children}
              <PageTakenOver />
            </Suspense>
          </ErrorBoundary>
        </InTurn>
      </main>
      <InTurn>
        <SiteFooter />
      </InTurn>
      <InTurn>
        <AssistantLauncher />
      </InTurn>
    </BehindTheSplash>
  );
}

/**
 * The splash, and the app loading behind it, out of reach of keyboard and screen reader.
 * Not inert in the page as sent: without the script, the splash leaves on its own
 * (index.html) and the page must then be usable. Its own component, given the page as
 * children: what changes here once the app has taken over (the splash's state, `inert`)
 * re-renders this alone, not the page, which React may still be taking over.
 */
function BehindTheSplash({ children }: { children: ReactNode }) {
  const splash = useSplash();
  const hydrated = useHydrated();
  return (
    <>
      <QuickExitShortcut />
      {splash.visible ? <SplashOverlay onComplete={splash.complete} /> : null}
      <div className="flex min-h-dvh flex-col" inert={splash.visible && hydrated}>
        {children}
      </div>
    </>
  );
}
