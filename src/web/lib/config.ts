/**
 * The server's public configuration (product name, contact, feature flags). The server
 * inlines it in the page; the dev server does not, so then it is fetched once.
 */
import type { PublicConfig } from "@shared/api/system";
import {
  API_BASE,
  API_TIMEOUT_MS,
  APP_VERSION,
  DEFAULT_CRISIS_LINES,
  DEFAULT_CRISIS_RESPONSE_MINUTES,
  FEATURE_FLAGS,
} from "@shared/constants";

const FALLBACK: PublicConfig = {
  siteName: "HIVCare",
  version: APP_VERSION,
  contact: { phone: "+256 XXX XXX XXX", email: "support@example.invalid", configured: false },
  social: { facebook: null, x: null, instagram: null, whatsapp: null },
  vapidPublicKey: null,
  features: { ...FEATURE_FLAGS },
  sentryDsn: null,
  demo: false,
  crisis: { lines: [...DEFAULT_CRISIS_LINES], responseMinutes: DEFAULT_CRISIS_RESPONSE_MINUTES },
  quickExitUrl: "/weather",
  apiBase: API_BASE,
  apiTimeoutMs: API_TIMEOUT_MS,
};

function readInline(): PublicConfig | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById("app-config");
  if (!element?.textContent) return null;
  return asConfig(JSON.parse(element.textContent));
}

/**
 * A light shape check: the schema library stays out of the first page load. Fields an
 * older server did not send keep their fallback values.
 */
function asConfig(value: unknown): PublicConfig | null {
  const candidate = value as Partial<PublicConfig> | null;
  return candidate && typeof candidate.siteName === "string" && typeof candidate.contact === "object"
    ? { ...FALLBACK, ...candidate }
    : null;
}

let current: PublicConfig = readInline() ?? FALLBACK;

export function getConfig(): PublicConfig {
  return current;
}

/** Where there is no page to read it from: the server rendering a page ahead of time. */
export function setConfig(config: PublicConfig): void {
  current = config;
}

/** Only needed when the page was not served by our server (the Vite dev server). */
export async function ensureConfig(): Promise<PublicConfig> {
  // Our server always inlines it: this is for the dev server alone, and left out of the build.
  if (!import.meta.env.DEV || readInline()) return current;
  try {
    const [{ api, readAnswer }, { publicConfigSchema }] = await Promise.all([
      import("./api"),
      import("@shared/api/system"),
    ]);
    current = await readAnswer(api.config.$get(), publicConfigSchema);
  } catch {
    // Offline in development: the placeholders stay.
  }
  return current;
}
