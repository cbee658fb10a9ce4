import { APP_VERSION } from "@shared/constants";
import type { PublicConfig } from "@shared/api/system";
import type { Env } from "../../env";

export function publicConfig(env: Env): PublicConfig {
  return {
    siteName: env.SITE_NAME,
    version: APP_VERSION,
    contact: env.contact,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL ?? null,
      x: env.SOCIAL_X_URL ?? null,
      instagram: env.SOCIAL_INSTAGRAM_URL ?? null,
      whatsapp: env.SOCIAL_WHATSAPP_URL ?? null,
    },
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? null,
    features: { ...env.features },
    // The DSN is public by design in browser SDKs; it is only sent when the operator set one
    // and error tracking is on.
    sentryDsn: env.features.errorTracking ? (env.SENTRY_DSN ?? null) : null,
    demo: env.DEMO_MODE,
    crisis: { lines: [...env.CRISIS_LINES], responseMinutes: env.CRISIS_RESPONSE_MINUTES },
    quickExitUrl: env.QUICK_EXIT_URL,
    apiBase: env.API_BASE,
    apiTimeoutMs: env.API_TIMEOUT_MS,
  };
}
