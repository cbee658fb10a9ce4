/**
 * The app's toasts, stood in for in component tests: what a page announces, kept as calls to
 * check. A test file mocks the module with this one,
 *   vi.mock("@web/lib/toast", () => import("@web/test/toast"));
 * takes `notify` from here, and calls `clearToasts()` before each test, so that a test sees
 * only its own.
 */
import { vi, type Mock } from "vitest";
import type { notify as realNotify } from "@web/lib/toast";

type Notify = typeof realNotify;

export const notify: { [K in keyof Notify]: Mock<Notify[K]> } = {
  dismiss: vi.fn(),
  message: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
};

/** Forgets what the last test announced. */
export function clearToasts() {
  for (const method of Object.values(notify)) method.mockClear();
}
