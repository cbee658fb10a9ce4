import { useEffect, useRef, useState } from "react";
import { useLocation } from "@web/lib/router";

const STEP_MS = 200;
const HIDE_AFTER_MS = 300;
/** A navigation that never arrives (a link the router ignored) lets go of the bar. */
const GIVE_UP_MS = 15_000;
/** Never reaches the end on its own: only a finished navigation fills the bar. */
const CEILING = 90;

/** A random step that shrinks as the bar fills, so it slows down instead of stalling. */
export function nextProgress(current: number, random = Math.random()): number {
  const step = (CEILING - current) * (0.1 + random * 0.25);
  return Math.min(CEILING, current + Math.max(step, 0.5));
}

/** The path an internal link click is about to open, or null for anything else. */
export function linkTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download"))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname;
}

/**
 * The thin bar at the top of the page (spec section 2). The router swaps pages once
 * the next page's code is here, so the location we render changes only then: the bar starts on the click (or Back), fills in random steps, and completes
 * when the new location renders. Navigations to the root show no bar.
 */
export function NavigationProgress() {
  const { pathname } = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<{ step?: number; hide?: number; giveUp?: number }>({});
  const renderedPath = useRef(pathname);

  useEffect(() => {
    const own = timers.current;
    const stop = () => {
      window.clearInterval(own.step);
      window.clearTimeout(own.giveUp);
    };
    const start = (target: string) => {
      if (target === "/") return;
      stop();
      window.clearTimeout(own.hide);
      setProgress(8);
      own.step = window.setInterval(() => setProgress((value) => nextProgress(value ?? 8)), STEP_MS);
      own.giveUp = window.setTimeout(() => {
        stop();
        setProgress(null);
      }, GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      const target = linkTarget(event);
      if (target) start(target);
    };
    const onPopState = () => {
      if (window.location.pathname !== renderedPath.current) start(window.location.pathname);
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
      stop();
      window.clearTimeout(own.hide);
    };
  }, []);

  // The new page is on screen: fill the bar and let it go.
  useEffect(() => {
    if (pathname === renderedPath.current) return;
    renderedPath.current = pathname;
    const own = timers.current;
    window.clearInterval(own.step);
    window.clearTimeout(own.giveUp);
    const finish = pathname === "/" ? null : 100;
    setProgress(finish);
    own.hide = window.setTimeout(() => setProgress(null), HIDE_AFTER_MS);
  }, [pathname]);

  if (progress === null) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1"
      aria-hidden="true"
      data-testid="nav-progress"
    >
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--primary)] transition-[width] duration-200 ease-out"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
