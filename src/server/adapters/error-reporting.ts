/**
 * Error reporting on the server (spec sections 8 and 9; docs/safety.md): the SDK is
 * loaded and started only when SENTRY_DSN is set and error tracking is on, with the same
 * scrubbing as the browser. Without them nothing leaves the server.
 */
import { APP_VERSION } from "@shared/constants";
import { ERROR_REPORTING, errorReportingOptions } from "@shared/domain/error-report";
import type { Env } from "../env";

interface Reporter {
  captureException(error: unknown): unknown;
  close(timeoutMs?: number): PromiseLike<boolean>;
}

let reporter: Reporter | null = null;

export function errorReportingEnabled(env: Env): env is Env & { SENTRY_DSN: string } {
  return Boolean(env.SENTRY_DSN) && env.features.errorTracking;
}

export async function startServerErrorReporting(env: Env): Promise<boolean> {
  if (!errorReportingEnabled(env)) return false;
  const Sentry = await import("@sentry/node");
  Sentry.init(errorReportingOptions(env.SENTRY_DSN, APP_VERSION));
  reporter = Sentry;
  return true;
}

/** Reports an unexpected error; does nothing while reporting is off. */
export function reportServerError(error: unknown) {
  reporter?.captureException(error);
}

/** Sends what is queued (spec section 9: within 5 s) before the process ends. */
export async function flushServerErrorReports() {
  await reporter?.close(ERROR_REPORTING.flushMs);
}
