import { Suspense, useState } from "react";
import { RouterProvider } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "../lib/query-client";
import { ThemeProvider } from "../lib/theme";
import { ToasterHost } from "./toaster-host";
import { AuthProvider } from "../lib/auth";
import { router } from "./router";
import { ErrorBoundary } from "./error-boundary";
import { PageFallback } from "./page-fallback";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <Suspense fallback={<PageFallback />}>
              <RouterProvider router={router} />
            </Suspense>
            <ToasterHost />
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
