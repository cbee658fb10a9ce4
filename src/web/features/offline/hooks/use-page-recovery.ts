/**
 * The offline page's way back to the real page: it downloads the page's code again when
 * the connection returns (the `online` event), again a little later while the browser
 * says online but the download still fails (right after the connection returns, or on a
 * link that carries nothing), and when the person taps Try again. Offline it waits for the
 * event: nothing is tried that cannot work.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { isOnline } from "@web/lib/network";

/** Waits between attempts while online; the last one repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export function retryDelay(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failures - 1, 0), RETRY_DELAYS_MS.length - 1)] ?? 30_000;
}

export interface PageRecovery {
  /** A tapped attempt is under way. */
  trying: boolean;
  /** The last tapped attempt failed: say so, calmly. */
  stillOffline: boolean;
  tryAgain(): void;
}

/** `reload` resolves once the page can show (its caller then leaves the offline page). */
export function usePageRecovery(reload: () => Promise<void>): PageRecovery {
  const [trying, setTrying] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  // The caller's function changes with each render; the listeners below stay put.
  const latestReload = useRef(reload);
  useEffect(() => {
    latestReload.current = reload;
  }, [reload]);
  const attempt = useRef<(tapped: boolean) => void>(() => undefined);

  useEffect(() => {
    let active = true;
    let busy = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      if (isOnline()) timer = setTimeout(() => run(false), retryDelay(failures));
    };
    const run = (tapped: boolean) => {
      if (busy) return;
      busy = true;
      clearTimeout(timer);
      if (tapped) {
        setTrying(true);
        // Cleared, so a second failure is announced again.
        setStillOffline(false);
      }
      latestReload.current().then(
        () => {
          busy = false;
        },
        () => {
          busy = false;
          failures += 1;
          if (!active) return;
          if (tapped) {
            setTrying(false);
            setStillOffline(true);
          }
          schedule();
        },
      );
    };
    const onOnline = () => {
      failures = 0;
      run(false);
    };
    const onOffline = () => clearTimeout(timer);

    attempt.current = run;
    // Shown while the browser says online: the server could not be reached; try again soon.
    failures = 1;
    schedule();
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);

  const tryAgain = useCallback(() => attempt.current(true), []);
  return { trying, stillOffline, tryAgain };
}
