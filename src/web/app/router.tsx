/**
 * Routes of spec section 2. Every page is a lazy module: a visitor downloads only the
 * page they open.
 *
 * The first route whose path matches is drawn (lib/router.tsx, decision 087); route errors
 * are caught by RootLayout's boundary, pending pages by its Suspense.
 *
 * Pages are loaded with `lazyPage`, not React.lazy: a download that fails is tried once
 * more, offline it shows the offline page rather than an error, and it can be downloaded
 * again once the connection returns (docs/decisions/048-offline-never-an-error.md).
 *
 * To add a page: one line in ROUTES.
 */
import { matchesPath, Route, Switch } from "@web/lib/router";
import type { RetryingComponent } from "@web/lib/lazy-retrying";
import { lazyPage } from "@web/features/offline/page-code";
import type { StaffPageName } from "../pages/staff-pages";
import { RootLayout } from "./root-layout";

interface AppRoute {
  path: string;
  page: RetryingComponent<object>;
  /** The page is made of its link's query (a token): the server cannot draw it ahead. */
  fromQuery?: true;
}

// One lazy module serves several paths (spec section 2).
const aboutContactPage = lazyPage(() => import("../pages/about-contact-page"));
const legalPage = lazyPage(() => import("../pages/legal-page"));
const staffPage = (name: StaffPageName) =>
  lazyPage(() => import("../pages/staff-pages").then(({ staffPages }) => staffPages[name]()));

export const ROUTES: AppRoute[] = [
  { path: "/", page: lazyPage(() => import("../pages/home-page")) },
  ...["/about", "/contact", "/about-contact"].map((path) => ({ path, page: aboutContactPage })),
  { path: "/services", page: lazyPage(() => import("../pages/services-page")) },
  { path: "/impact", page: lazyPage(() => import("../pages/impact-page")) },
  ...["/privacy-policy", "/terms-conditions", "/cookie-policy"].map((path) => ({ path, page: legalPage })),
  { path: "/accessibility", page: lazyPage(() => import("../pages/accessibility-page")) },
  { path: "/portal", page: lazyPage(() => import("../pages/portal-page")) },
  { path: "/portal/settings", page: lazyPage(() => import("../pages/settings-page")) },
  { path: "/reset-password", page: lazyPage(() => import("../pages/reset-password-page")), fromQuery: true },
  { path: "/admin-dashboard", page: staffPage("dashboard") },
  { path: "/admin-dashboard/cases/:id", page: staffPage("case") },
  { path: "/admin-dashboard/audit", page: staffPage("audit") },
  { path: "/admin-dashboard/testimonials", page: staffPage("testimonials") },
  { path: "/admin-dashboard/team", page: staffPage("team") },
  { path: "/admin-dashboard/directory", page: staffPage("directory") },
  { path: "/admin-status", page: staffPage("status") },
  { path: "/admin/provision", page: staffPage("provision"), fromQuery: true },
  { path: "/premium-portal", page: lazyPage(() => import("../pages/premium-portal-page")) },
  { path: "/peer-navigator", page: lazyPage(() => import("../pages/peer-navigator-page")) },
  { path: "/partner-portal", page: lazyPage(() => import("../pages/partner-portal-page")) },
  { path: "/donor-portal", page: lazyPage(() => import("../pages/donor-portal-page")) },
  { path: "/learn", page: lazyPage(() => import("../pages/learn-page")) },
  { path: "*", page: lazyPage(() => import("../pages/not-found-page")) },
];

/** Downloads the code of the page at `pathname`, so the app can take a drawn page over at once. */
export async function preloadPage(pathname: string): Promise<void> {
  await ROUTES.find((route) => matchesPath(route.path, pathname))?.page.preload();
}

export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
      </Switch>
    </RootLayout>
  );
}
