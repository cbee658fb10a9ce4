/**
 * The app's router (docs/decisions/087): wouter's routes, links and parameters, over an
 * address the app keeps in its own state and moves on only once the next page's code is
 * here (`prepare`). So the page on screen stays, and the progress bar runs, while the next
 * page downloads; wouter's own address (`useSyncExternalStore`) would show the loading
 * fallback at once instead. React Router did this too, for about 10 KB more JavaScript on
 * every first load. It waits for the code itself rather than through a React transition,
 * which Preact (decision 091) does not keep apart from other updates.
 *
 * Every part of the app reads the router from here, never from wouter itself.
 */
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { Link as WouterLink, Router, matchRoute, useRoute } from "wouter";
import { parse } from "regexparam";

export { Redirect, Route, Switch, useParams, useSearchParams } from "wouter";

/** How the address came to be: Back or Forward (and the first load), a link, or a replacement. */
export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried along (`navigate(to, { state })`), kept by the browser's history. */
  state: unknown;
  type: NavigationType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Changes the address; the page follows once its code is here. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  history[replace ? "replaceState" : "pushState"](state, "", to);
}

function browserLocation(type: NavigationType): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: history.state as unknown, type };
}

function fixedLocation(address: string): AppLocation {
  const url = new URL(address, "http://app.invalid");
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, type: "POP" };
}

const LocationContext = createContext<AppLocation>(fixedLocation("/"));

// wouter announces pushState and replaceState as events of those names (it wraps them once,
// on import); the browser announces Back, Forward and #hash links.
const NAVIGATION_EVENTS: Record<string, NavigationType> = {
  pushState: "PUSH",
  replaceState: "REPLACE",
  popstate: "POP",
  hashchange: "POP",
};

const addressOf = ({ pathname, search, hash }: AppLocation) => pathname + search + hash;

function useBrowserAddress(prepare: (pathname: string) => Promise<unknown>): AppLocation {
  const [location, setLocation] = useState(() => browserLocation("POP"));
  const first = useRef(location);
  useEffect(() => {
    let latest = 0;
    const follow = (type: NavigationType) => {
      const next = browserLocation(type);
      const asked = (latest += 1);
      // A download that fails is the next page's to tell (its boundary); the address moves on.
      void prepare(next.pathname)
        .catch(() => undefined)
        .then(() => {
          // A later navigation came while this one's code downloaded: that one wins.
          if (asked !== latest) return;
          setLocation((current) =>
            addressOf(current) === addressOf(next) && current.state === next.state ? current : next,
          );
        });
    };
    const onNavigation = (event: Event) => follow(NAVIGATION_EVENTS[event.type] ?? "POP");
    const types = Object.keys(NAVIGATION_EVENTS);
    for (const type of types) window.addEventListener(type, onNavigation);
    // A page's own effects run before this one (children first) and may have replaced the
    // address already, as an old #anchor is renamed: follow what the address is now.
    if (addressOf(browserLocation("REPLACE")) !== addressOf(first.current)) follow("REPLACE");
    return () => {
      for (const type of types) window.removeEventListener(type, onNavigation);
    };
  }, [prepare]);
  return location;
}

// wouter's location hooks, reading the app's address.
const useAppPath = (): [string, typeof navigate] => [useContext(LocationContext).pathname, navigate];
const useAppSearch = () => useContext(LocationContext).search;

const nothingToPrepare = async () => {};

/**
 * The browser's address, or `location` when the page is drawn ahead of time
 * (src/web/prerender). `prepare` downloads what the page at a path needs before it shows.
 */
export function AppRouter({
  location,
  prepare = nothingToPrepare,
  children,
}: {
  location?: string;
  prepare?: (pathname: string) => Promise<unknown>;
  children: ReactNode;
}) {
  return location === undefined ? (
    <BrowserAddress prepare={prepare}>{children}</BrowserAddress>
  ) : (
    <AddressProvider value={fixedLocation(location)}>{children}</AddressProvider>
  );
}

function BrowserAddress({
  prepare,
  children,
}: {
  prepare: (pathname: string) => Promise<unknown>;
  children: ReactNode;
}) {
  return <AddressProvider value={useBrowserAddress(prepare)}>{children}</AddressProvider>;
}

function AddressProvider({ value, children }: { value: AppLocation; children: ReactNode }) {
  return (
    <LocationContext value={value}>
      <Router hook={useAppPath} searchHook={useAppSearch}>
        {children}
      </Router>
    </LocationContext>
  );
}

export function useLocation(): AppLocation {
  return useContext(LocationContext);
}

/** Whether `pattern` (`/admin-dashboard/cases/:id`, `*`) matches `pathname`. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The app's address to open. */
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link within the app: opened by the router, without loading the page again. */
export function Link(props: LinkProps) {
  return <WouterLink {...props} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Active on `to` alone, not on the pages under it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A link that knows when its page is open: `aria-current="page"` and its active look. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [isActive] = useRoute(end ? to : `${to.replace(/\/$/, "")}/*?`);
  return (
    <Link
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? "page" : undefined}
      {...props}
    />
  );
}
