/**
 * What the network lets us do. Mobile data in Uganda is paid by the megabyte, so
 * downloads that only make the app faster later (image preloading, idle prefetching)
 * ask `saveData()` first and stay away when the person asked the browser to save data.
 */

interface NetworkInformationLike {
  saveData?: boolean;
}

/** True when the browser asks to save data: Save-Data (Data Saver) or the reduced-data preference. */
export function saveData(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData === true) return true;
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-data: reduce)").matches;
}

/** The browser's own idea of being online; `false` is reliable, `true` only means "maybe". */
export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}
