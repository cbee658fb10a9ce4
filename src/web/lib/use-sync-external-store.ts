/**
 * Stands in for the `use-sync-external-store` shim that wouter imports (vite.config.ts):
 * React 19 has the hook itself, so the shim's fallback for React 17 is never run, only
 * downloaded (about 0.4 KB of every first load).
 */
export { useSyncExternalStore } from "react";
