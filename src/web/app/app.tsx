import { Suspense, useEffect } from "react";
import { BrowserRouter } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "../lib/query-client";
import { ThemeProvider } from "../lib/theme";
import { ToasterHost } from "./toaster-host";
import { AuthProvider } from "../lib/auth";
import { AppRoutes } from "./router";
import { ErrorBoundary } from "./error-boundary";
import { PageFallback } from "./page-fallback";
import { LiveEvents } from "../features/notifications/components/live-events";
import { registerServiceWorkerAfterLoad } from "../features/notifications/service-worker";
import { OfflineLayer } from "../features/offline/components/offline-layer";

export function App() {
  useEffect(registerServiceWorkerAfterLoad, []);
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <BrowserRouter>
              <Suspense fallback={<PageFallback />}>
                <AppRoutes />
              </Suspense>
            </BrowserRouter>
            <ToasterHost />
            <LiveEvents />
            <OfflineLayer />
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
