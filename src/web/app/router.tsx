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

export const ROUTES: AppRoute[] = [
  { path: "/", page: lazy(() => import("../pages/home-page")) },
  { path: "/portal", page: lazy(() => import("../pages/portal-page")) },
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
