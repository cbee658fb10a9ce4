import { APP_VERSION, FEATURE_FLAGS } from "@shared/constants";
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
    features: { ...FEATURE_FLAGS },
    // The DSN is public by design in browser SDKs; it is only sent when the operator set one.
    sentryDsn: env.SENTRY_DSN ?? null,
  };
}
