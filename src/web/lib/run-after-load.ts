/** Runs `task` once the page has loaded and the browser is idle; returns the cancel function. */
export function runAfterLoad(task: () => void): () => void {
  let idle = 0;
  let timer = 0;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: 3000 });
    else timer = window.setTimeout(task, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle) cancelIdleCallback(idle);
    if (timer) window.clearTimeout(timer);
  };
}
