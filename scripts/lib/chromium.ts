/**
 * Debian's Chromium, never a downloaded browser (CHROMIUM_PATH names another binary), and
 * the flags the end-to-end tests and the benchmarks start it with: they keep it from
 * reaching out to the network, which neither must ever need, and suit a container.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
