/**
 * React.lazy, except that a failed download can be tried again: React.lazy keeps the
 * rejection for good, so a part whose code could not load offline on a first visit would
 * stay broken after the connection returns. Here the failure reaches the nearest error
 * boundary, and `retry()` (from that boundary's error handler) lets the next mount import
 * again; `preload()` imports again at once, so a fallback can stay on screen until the
 * code is really there (the offline page does: no spinner for an attempt that fails).
 */
import { createElement, type ComponentType } from "react";

export type RetryingComponent<P> = ComponentType<P> & {
  retry(): void;
  /** Resolves once the code is loaded (downloading it again after a failure); rejects with the failure. */
  preload(): Promise<void>;
};

export function lazyRetrying<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryingComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  function start(): Promise<void> {
    failure = null;
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        pending = null;
      },
      (error: unknown) => {
        failure = { error };
        pending = null;
      },
    );
    return pending;
  }

  function LazyRetrying(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    // Suspends until the download settles (the Suspense contract for code loading).
    throw start();
  }
  return Object.assign(LazyRetrying, {
    retry() {
      failure = null;
    },
    async preload() {
      if (!loaded) await start();
      if (failure) throw failure.error;
    },
  });
}
