/**
 * The Web Push contract: the browser's subscription (PushSubscription.toJSON()), the
 * preview preference, and the payload the service worker shows (spec section 3:
 * title, body, tag, data.type, actions, icon, badge).
 */
import { z } from "zod";
import { NOTIFICATION_TYPES } from "../constants";

// Keys arrive unpadded base64url; some browsers pad them.
const P256DH = /^[A-Za-z0-9_-]{87}=?$/; // 65-byte uncompressed P-256 point
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/; // 16-byte secret
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
export const PUSH_ENDPOINT_MAX_CHARS = 1024;
/** 409: the endpoint is another account's; the browser gets a fresh one and tries again. */
export const PUSH_ENDPOINT_TAKEN = "push_endpoint_taken";

/**
 * The browsers' push services, and nothing else: the server sends to the endpoint it is
 * given, so any other host would let a client make it call anywhere (Chrome, Edge, Opera
 * and Samsung Internet use FCM; Firefox Mozilla's autopush; Safari Apple's; old Edge WNS).
 */
const PUSH_SERVICE_HOSTS = new Set([
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
]);
const PUSH_SERVICE_DOMAINS = [".notify.windows.com", ".push.apple.com"];

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.has(hostname) || PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(domain));
}

/**
 * A push service is one of the browsers' own, reached over https. Outside production a
 * push service on this machine (http://127.0.0.1, http://localhost) is accepted so tests
 * can run one.
 */
export function isAcceptedPushEndpoint(value: string, options: { allowLocalHttp: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return isPushServiceHost(url.hostname);
  return options.allowLocalHttp && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}

function endpointSchema(options: { allowLocalHttp: boolean }) {
  return z
    .string({ error: "required" })
    .max(PUSH_ENDPOINT_MAX_CHARS, { error: "too_long" })
    .refine((value) => isAcceptedPushEndpoint(value, options), { error: "invalid_endpoint" });
}

export function pushSubscriptionInputSchema(options: { allowLocalHttp: boolean }) {
  return z.object({
    endpoint: endpointSchema(options),
    expirationTime: z.number().nullish(),
    keys: z.object(
      {
        p256dh: z.string({ error: "required" }).regex(P256DH, { error: "invalid_key" }),
        auth: z.string({ error: "required" }).regex(AUTH_SECRET, { error: "invalid_key" }),
      },
      { error: "required" },
    ),
  });
}
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionInputSchema>>;

export function pushUnsubscribeInputSchema(options: { allowLocalHttp: boolean }) {
  return z.object({ endpoint: endpointSchema(options) });
}

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** Opting in to previews: the lock screen then shows what the notification says. */
/** POST and DELETE /api/push/subscriptions. */
export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });

export const pushPreferencesSchema = z.object({ previews: z.boolean({ error: "required" }) });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const PUSH_PAYLOAD_TYPES = [...NOTIFICATION_TYPES] as const;

export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  data: z.object({ type: z.enum(PUSH_PAYLOAD_TYPES), url: z.string() }),
  actions: z.array(z.object({ action: z.string(), title: z.string() })),
  icon: z.string(),
  badge: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
