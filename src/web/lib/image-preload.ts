/**
 * Image preloading (spec sections 4 and 9): a second after start, the app's images are
 * fetched in three sequential batches by priority (high, medium, low), so they show at
 * once later and, through the service worker's cache, offline. A failure is only a
 * warning. Skipped when the browser asks to save data, or while offline.
 */
import { IMAGE_PRELOAD_DELAY_MS } from "@shared/constants";
import { isOnline, saveData } from "./network";

export type ImagePriority = "high" | "medium" | "low";
export const PRIORITY_ORDER: readonly ImagePriority[] = ["high", "medium", "low"];

export interface PreloadImage {
  src: string;
  priority: ImagePriority;
}

/** The service and location images of spec section 9 (public/images); add new ones here. */
export const APP_IMAGES: readonly PreloadImage[] = [
  { src: "/images/hero-care.svg", priority: "high" },
  { src: "/images/locations/kampala.svg", priority: "medium" },
  { src: "/images/locations/masaka.svg", priority: "medium" },
  { src: "/images/locations/mbarara.svg", priority: "medium" },
  { src: "/images/locations/fort-portal.svg", priority: "medium" },
  // Shown by notifications and the installed app, rarely on a page.
  { src: "/icons/icon-192.png", priority: "low" },
];

export function loadImage(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image failed to preload: ${src}`));
    image.src = src;
  });
}

export interface PreloadOptions {
  images?: readonly PreloadImage[];
  delayMs?: number;
  load?: (src: string) => Promise<void>;
  skip?: () => boolean;
  warn?: (message: string) => void;
}

// eslint-disable-next-line no-console -- spec section 8: a failed preload is a warning
const consoleWarn = (message: string) => console.warn(message);

let running = false;

/**
 * Starts preloading; returns false when refused (already running, saving data, offline).
 * The promise settles when the last batch has.
 */
export function startImagePreload({
  images = APP_IMAGES,
  delayMs = IMAGE_PRELOAD_DELAY_MS,
  load = loadImage,
  skip = () => saveData() || !isOnline(),
  warn = consoleWarn,
}: PreloadOptions = {}): { started: false } | { started: true; done: Promise<void> } {
  if (running || skip()) return { started: false };
  running = true;
  const done = (async () => {
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      for (const priority of PRIORITY_ORDER) {
        const batch = images.filter((image) => image.priority === priority);
        const results = await Promise.allSettled(batch.map((image) => load(image.src)));
        for (const result of results) if (result.status === "rejected") warn(String(result.reason));
      }
    } finally {
      running = false;
    }
  })();
  return { started: true, done };
}
