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
 * To add a page: its module in src/web/pages, named …-page.tsx, and one line in ROUTES.
 */
import type { ComponentType } from "react";
import { matchesPath, Route, Switch } from "@web/lib/router";
import type { RetryingComponent } from "@web/lib/lazy-retrying";
import { lazyPage } from "@web/features/offline/page-code";
import type { StaffPageName } from "../pages/staff-pages";
import { RootLayout } from "./root-layout";

interface AppRoute {
  path: string;
  page: RetryingComponent<object>;
  /**
   * The page's module, from the project's root: a page the server draws ahead names its
   * code by it, so the browser asks for all of it at once (docs/decisions/097).
   */
  source?: string;
  /** The page is made of its link's query (a token): the server cannot draw it ahead. */
  fromQuery?: true;
}

/**
 * The pages' modules by their file. Not the staff pages, nor the quick exit's neutral page:
 * staff-pages.ts and main.tsx load those, so every visitor's first load does not carry them.
 */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  "../pages/*-page.tsx",
  "!../pages/admin-*-page.tsx",
  "!../pages/weather-page.tsx",
]);

/** The page in src/web/pages/`file`.tsx. */
function page(file: string): Pick<AppRoute, "page" | "source"> {
  const load = PAGE_MODULES[`../pages/${file}.tsx`];
  if (!load) throw new Error(`There is no page ${file} in src/web/pages`);
  return { page: lazyPage(load), source: `src/web/pages/${file}.tsx` };
}

// One lazy module serves several paths (spec section 2).
const aboutContactPage = page("about-contact-page");
const legalPage = page("legal-page");
const staffPage = (name: StaffPageName) =>
  lazyPage(() => import("../pages/staff-pages").then(({ staffPages }) => staffPages[name]()));

export const ROUTES: AppRoute[] = [
  { path: "/", ...page("home-page") },
  ...["/about", "/contact", "/about-contact"].map((path) => ({ path, ...aboutContactPage })),
  { path: "/services", ...page("services-page") },
  { path: "/impact", ...page("impact-page") },
  ...["/privacy-policy", "/terms-conditions", "/cookie-policy"].map((path) => ({ path, ...legalPage })),
  { path: "/accessibility", ...page("accessibility-page") },
  { path: "/portal", ...page("portal-page") },
  { path: "/portal/settings", ...page("settings-page") },
  { path: "/reset-password", ...page("reset-password-page"), fromQuery: true },
  { path: "/admin-dashboard", page: staffPage("dashboard") },
  { path: "/admin-dashboard/cases/:id", page: staffPage("case") },
  { path: "/admin-dashboard/audit", page: staffPage("audit") },
  { path: "/admin-dashboard/testimonials", page: staffPage("testimonials") },
  { path: "/admin-dashboard/team", page: staffPage("team") },
  { path: "/admin-dashboard/directory", page: staffPage("directory") },
  { path: "/admin-status", page: staffPage("status") },
  { path: "/admin/provision", page: staffPage("provision"), fromQuery: true },
  { path: "/premium-portal", ...page("premium-portal-page") },
  { path: "/peer-navigator", ...page("peer-navigator-page") },
  { path: "/partner-portal", ...page("partner-portal-page") },
  { path: "/donor-portal", ...page("donor-portal-page") },
  { path: "/learn", ...page("learn-page") },
  { path: "*", ...page("not-found-page") },
];

/** The route that draws `pathname`: the first whose path matches, as in `AppRoutes`. */
export const routeFor = (pathname: string): AppRoute | undefined =>
  ROUTES.find((route) => matchesPath(route.path, pathname));

/** Downloads the code of the page at `pathname`, so the app can take a drawn page over at once. */
export async function preloadPage(pathname: string): Promise<void> {
  await routeFor(pathname)?.page.preload();
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
