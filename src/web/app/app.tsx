import { Suspense, useEffect } from "react";
import { AppRouter } from "@web/lib/router";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "../lib/query-client";
import { ThemeProvider } from "../lib/theme";
import { ToasterHost } from "./toaster-host";
import { AuthProvider } from "../lib/auth";
import { AppRoutes, preloadPage } from "./router";
import { ErrorBoundary } from "./error-boundary";
import { PageFallback } from "../components/page/page-fallback";
import { LiveEvents } from "../features/notifications/components/live-events";
import { registerServiceWorkerAfterLoad } from "../features/notifications/service-worker";
import { OfflineLayer } from "../features/offline/components/offline-layer";

/**
 * The whole app. `location` is given only when the page is rendered to HTML ahead of time
 * (src/web/prerender): the router then renders that address instead of the browser's.
 */
export function App({ location }: { location?: string }) {
  useEffect(registerServiceWorkerAfterLoad, []);
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <AppRouter location={location} prepare={preloadPage}>
              <Suspense fallback={<PageFallback />}>
                <AppRoutes />
              </Suspense>
            </AppRouter>
            <ToasterHost />
            <LiveEvents />
            <OfflineLayer />
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
