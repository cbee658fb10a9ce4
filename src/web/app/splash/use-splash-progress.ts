import { useEffect, useRef, useState } from "react";
import { SPLASH } from "@shared/constants";

/**
 * The splash's clock (spec sections 4 and 9): progress rises 2 % every 50 ms from 0 to
 * 100, the completion signal fires 500 ms after 100, and the tip changes every second.
 * The clock starts when the app takes the splash over (or draws it), and marks the element
 * given `clockRef` `data-running` then: the page under the splash may be taken over later.
 */
export function useSplashProgress(onComplete: () => void) {
  const [progress, setProgress] = useState(0);
  const [tipIndex, setTipIndex] = useState(0);
  const clockRef = useRef<HTMLElement>(null);

  useEffect(() => {
    clockRef.current?.setAttribute("data-running", "");
    const step = window.setInterval(() => {
      setProgress((value) => Math.min(100, value + SPLASH.stepPercent));
    }, SPLASH.stepMs);
    const tips = window.setInterval(() => {
      setTipIndex((index) => (index + 1) % SPLASH.tipCount);
    }, SPLASH.tipEveryMs);
    return () => {
      window.clearInterval(step);
      window.clearInterval(tips);
    };
  }, []);

  const done = progress >= 100;
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onComplete, SPLASH.completionDelayMs);
    return () => window.clearTimeout(timer);
  }, [done, onComplete]);

  return { progress, tipIndex, clockRef };
}
