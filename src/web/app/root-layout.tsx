import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { SiteHeader } from "./layout/site-header";
import { SiteFooter } from "./layout/site-footer";
import { PageFallback } from "./page-fallback";
import { ErrorBoundary } from "./error-boundary";
import { RouterError } from "./router-error";

export function RootLayout() {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A page that fails shows the router's fallback; moving to another page retries. */}
        <ErrorBoundary fallback={<RouterError />} resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
