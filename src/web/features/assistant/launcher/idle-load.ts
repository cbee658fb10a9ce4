/**
 * The chat's code loads off the first page load's critical path: a few seconds after the
 * page, when the browser is idle, and never in the background when the person asked their
 * browser to save data (then it loads on the first click).
 */
export const IDLE_LOAD_DELAY_MS = 4000;

interface NetworkInformationLike {
  saveData?: boolean;
}

export function prefersSavingData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true;
}

/** Calls `load` once the page has settled; answers a function that cancels it. */
export function scheduleIdleLoad(load: () => void): () => void {
  if (prefersSavingData()) return () => {};
  let idle = 0;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(load, { timeout: 5000 });
    else load();
  }, IDLE_LOAD_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle) window.cancelIdleCallback(idle);
  };
}
