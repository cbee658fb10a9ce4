import { lazy, Suspense, useCallback, useState } from "react";
import { useAuth } from "@web/lib/auth";
import { markSplashShown, splashAlreadyShown } from "./splash-session";

const SplashScreen = lazy(() => import("./splash-screen"));

/**
 * Whether the splash covers the app: on the first load of a browser session, while no
 * user is signed in (a signed-in user's session ends it at once).
 */
export function useSplash() {
  const { isAuthenticated } = useAuth();
  const [pending, setPending] = useState(() => !splashAlreadyShown());
  const complete = useCallback(() => {
    markSplashShown();
    setPending(false);
  }, []);
  return { visible: pending && !isAuthenticated, complete };
}

/** Until its code and strings arrive, a plain cover in the splash's colour. */
function SplashCover() {
  return <div className="fixed inset-0 z-[100] bg-[#0f766e] dark:bg-[#0b3b37]" aria-hidden="true" />;
}

export function SplashOverlay({ onComplete }: { onComplete: () => void }) {
  return (
    <Suspense fallback={<SplashCover />}>
      <SplashScreen onComplete={onComplete} />
    </Suspense>
  );
}
