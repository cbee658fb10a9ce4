import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { lazyRetrying } from "@web/lib/lazy-retrying";
import { useAuth } from "@web/lib/auth";
import { useDiscreetMode } from "@web/lib/discreet-mode";
import { noChanges } from "@web/lib/use-hydrated";
import { markSplashShown, splashAlreadyShown } from "./splash-session";

const SplashScreen = lazyRetrying(() => import("./splash-screen"));
/** Its module, from the project's root: the server names its code on a page drawn with it (decision 097). */
export const SPLASH_MODULE = "src/web/app/splash/splash-screen.tsx";

/** Downloads the splash's code, for a page the server drew with the splash in it. */
export const preloadSplash = () => SplashScreen.preload();

/**
 * Whether the splash covers the app: on the first load of a browser session, while no
 * user is signed in (a signed-in user's session ends it at once).
 *
 * A tab that has had a signed-in user never shows it again, not even after a sign-out
 * (docs/decisions/049): on a shared phone the next person would otherwise get a
 * full-screen splash the moment the last one signed out.
 *
 * A page the server drew has the splash in it, and the app takes it over as it is; where
 * this tab has shown the splash already, the head's script has hidden it before the first
 * paint (`data-splash`, docs/decisions/076), and it goes once the app has taken over.
 */
export function useSplash() {
  const { isAuthenticated } = useAuth();
  const shownBefore = useSyncExternalStore(noChanges, splashAlreadyShown, () => false);
  const [pending, setPending] = useState(true);
  if (pending && (isAuthenticated || shownBefore)) setPending(false);
  const hadUser = useRef(false);
  useEffect(() => {
    if (isAuthenticated) hadUser.current = true;
    // Written again after a sign-out too, which may have cleared session storage, so a
    // reload of this tab skips the splash as well.
    if (hadUser.current) markSplashShown();
  }, [isAuthenticated]);
  const complete = useCallback(() => {
    markSplashShown();
    setPending(false);
  }, []);
  return { visible: pending && !isAuthenticated, complete };
}

/** Until its code and strings arrive, a plain cover in the splash's colour. */
function SplashCover() {
  const discreet = useDiscreetMode();
  return (
    <div
      data-testid="splash-cover"
      data-splash=""
      className={
        discreet
          ? "fixed inset-0 z-[100] bg-[#475569] dark:bg-[#1e293b]"
          : "fixed inset-0 z-[100] bg-[#0f766e] dark:bg-[#0b3b37]"
      }
      aria-hidden="true"
    />
  );
}

export function SplashOverlay({ onComplete }: { onComplete: () => void }) {
  return (
    <Suspense fallback={<SplashCover />}>
      <SplashScreen onComplete={onComplete} />
    </Suspense>
  );
}
