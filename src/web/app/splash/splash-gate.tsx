import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "@web/lib/auth";
import { useDiscreetMode } from "@web/lib/discreet-mode";
import { markSplashShown, splashAlreadyShown } from "./splash-session";

const SplashScreen = lazy(() => import("./splash-screen"));

/**
 * Whether the splash covers the app: on the first load of a browser session, while no
 * user is signed in (a signed-in user's session ends it at once).
 *
 * A tab that has had a signed-in user never shows it again, not even after a sign-out
 * (docs/decisions/049): on a shared phone the next person would otherwise get a
 * full-screen splash the moment the last one signed out.
 */
export function useSplash() {
  const { isAuthenticated } = useAuth();
  const [pending, setPending] = useState(() => !splashAlreadyShown());
  if (pending && isAuthenticated) setPending(false);
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
