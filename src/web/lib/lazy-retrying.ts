/**
 * React.lazy, except that a failed download can be tried again: React.lazy keeps the
 * rejection for good, so a part whose code could not load offline on a first visit would
 * stay broken after the connection returns. Here the failure reaches the nearest error
 * boundary, and `retry()` (from that boundary's error handler) lets the next mount import
 * again.
 */
import { createElement, type ComponentType } from "react";

export type RetryingComponent<P> = ComponentType<P> & { retry(): void };

export function lazyRetrying<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryingComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  function LazyRetrying(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
        pending = null;
      },
    );
    // Suspends until the download settles (the Suspense contract for code loading).
    throw pending;
  }
  return Object.assign(LazyRetrying, {
    retry() {
      failure = null;
    },
  });
}
