import { useEffect, useRef, useState } from "react";
import { SPLASH } from "@shared/constants";

/**
 * The splash's clock (spec sections 4 and 9): progress rises 2 % every 50 ms from 0 to
 * 100, the completion signal fires 500 ms after 100, and the tip changes every second.
 * The clock starts when the app takes the splash over (or draws it), and marks the element
 * given `clockRef` `data-running` with the time it started (`performance.now()`, in ms), from
 * which the end-to-end test times it: the page under the splash may be taken over later.
 */
export function useSplashProgress(onComplete: () => void) {
  const [progress, setProgress] = useState(0);
  const [tipIndex, setTipIndex] = useState(0);
  const clockRef = useRef<HTMLElement>(null);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    clockRef.current?.setAttribute("data-running", String(Math.round(performance.now())));
    let value = 0;
    let completion: number | undefined;
    const step = window.setInterval(() => {
      value = Math.min(100, value + SPLASH.stepPercent);
      setProgress(value);
      if (value < 100) return;
      window.clearInterval(step);
      // On the steps' own clock, not in an effect of the render at 100, which may run a
      // frame later: exactly 500 ms after 100.
      completion = window.setTimeout(() => completeRef.current(), SPLASH.completionDelayMs);
    }, SPLASH.stepMs);
    const tips = window.setInterval(() => {
      setTipIndex((index) => (index + 1) % SPLASH.tipCount);
    }, SPLASH.tipEveryMs);
    return () => {
      window.clearInterval(step);
      window.clearInterval(tips);
      window.clearTimeout(completion);
    };
  }, []);

  return { progress, tipIndex, clockRef };
}
