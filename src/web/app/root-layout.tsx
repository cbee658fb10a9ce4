import { Suspense } from "react";
import { Outlet } from "react-router";
import { SiteHeader } from "./layout/site-header";
import { SiteFooter } from "./layout/site-footer";
import { PageFallback } from "./page-fallback";
import { useTranslation } from "react-i18next";

export function RootLayout() {
  const { t } = useTranslation("common");
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
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
