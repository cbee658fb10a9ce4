/** What jsdom lacks and the app's components read, stood in for by the tests that draw them. */

/** Popovers, menus and dialogs (Radix) watch their size to place themselves. */
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
