/**
 * The browser SDK's options: the shared scrubbing, with reports sent to our own server (the
 * tunnel). Loaded with the SDK, only when error reporting is on.
 */
import { errorReportingOptions } from "@shared/domain/error-report";
import type { PublicConfig } from "@shared/api/system";

export function browserReportingOptions(config: PublicConfig, dsn: string) {
  return { ...errorReportingOptions(dsn, config.version), tunnel: `${config.apiBase}/error-reports` };
}
