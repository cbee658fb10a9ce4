/**
 * Routes of spec section 2. Every page is a lazy module: a visitor downloads only the
 * page they open.
 *
 * Declarative mode (<BrowserRouter> + <Routes>), not the data router: the product uses no
 * loaders or actions, and this mode costs 16 KB less gzipped JavaScript on every first
 * load (docs/decisions/004-declarative-router.md). So there is no useNavigation(); route
 * errors are caught by RootLayout's boundary, pending pages by its Suspense.
 *
 * To add a page: one line in ROUTES.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "./root-layout";

interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

// One lazy module serves several paths (spec section 2).
const aboutContactPage = lazy(() => import("../pages/about-contact-page"));
const legalPage = lazy(() => import("../pages/legal-page"));

export const ROUTES: AppRoute[] = [
  { path: "/", page: lazy(() => import("../pages/home-page")) },
  ...["/about", "/contact", "/about-contact"].map((path) => ({ path, page: aboutContactPage })),
  { path: "/services", page: lazy(() => import("../pages/services-page")) },
  { path: "/impact", page: lazy(() => import("../pages/impact-page")) },
  ...["/privacy-policy", "/terms-conditions", "/cookie-policy"].map((path) => ({ path, page: legalPage })),
  { path: "/accessibility", page: lazy(() => import("../pages/accessibility-page")) },
  { path: "/portal", page: lazy(() => import("../pages/portal-page")) },
  { path: "/portal/settings", page: lazy(() => import("../pages/settings-page")) },
  { path: "/reset-password", page: lazy(() => import("../pages/reset-password-page")) },
  { path: "/admin-dashboard", page: lazy(() => import("../pages/admin-dashboard-page")) },
  { path: "/admin-status", page: lazy(() => import("../pages/admin-status-page")) },
  { path: "/admin/provision", page: lazy(() => import("../pages/admin-provision-page")) },
  { path: "/premium-portal", page: lazy(() => import("../pages/premium-portal-page")) },
  { path: "/peer-navigator", page: lazy(() => import("../pages/peer-navigator-page")) },
  { path: "/partner-portal", page: lazy(() => import("../pages/partner-portal-page")) },
  { path: "/donor-portal", page: lazy(() => import("../pages/donor-portal-page")) },
  { path: "/learn", page: lazy(() => import("../pages/learn-page")) },
  { path: "*", page: lazy(() => import("../pages/not-found-page")) },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
