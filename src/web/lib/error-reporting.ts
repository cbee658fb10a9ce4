/**
 * Error reporting in the browser (spec sections 8 and 9; docs/safety.md). The SDK is
 * downloaded only when the operator configured a DSN and error tracking is on; without
 * them nothing is loaded and nothing leaves the browser. Reports go to our own server
 * (the tunnel), which forwards them: the browser never talks to a third party, and the
 * page's content security policy stays "self" only.
 */
import { SILENCED_ERRORS } from "@shared/domain/silenced-errors";
import { getConfig } from "./config";
import type { PublicConfig } from "@shared/api/system";

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === "string" ? reason : "";
}

const silenced = (reason: unknown) => SILENCED_ERRORS.some((pattern) => pattern.test(messageOf(reason)));

/** Spec section 8: blocked-client and "Failed to fetch" errors and rejections are silenced. */
export function silenceKnownNoise(target: Window = window) {
  target.addEventListener("unhandledrejection", (event) => {
    if (silenced(event.reason)) event.preventDefault();
  });
  target.addEventListener("error", (event) => {
    if (silenced(event.error ?? event.message)) event.preventDefault();
  });
}

/** Returns whether reporting started; loads the SDK only when it does. */
export async function startErrorReporting(config: PublicConfig = getConfig()): Promise<boolean> {
  silenceKnownNoise();
  if (!config.sentryDsn || !config.features.errorTracking) return false;
  const [Sentry, { browserReportingOptions }] = await Promise.all([
    import("@sentry/browser"),
    import("./browser-reporting-options"),
  ]);
  Sentry.init({
    ...browserReportingOptions(config, config.sentryDsn),
    integrations: [Sentry.browserTracingIntegration()],
  });
  return true;
}
