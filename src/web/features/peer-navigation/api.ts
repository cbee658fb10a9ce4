import type { ServiceApplicationInput } from "@shared/api/applications";
import { api, readJson } from "@web/lib/api";

/**
 * A peer navigator is requested as a service application of type peer_support
 * (POST /api/applications). One Idempotency-Key per request, the same on every retry.
 */
export async function requestPeerNavigator(input: ServiceApplicationInput, idempotencyKey: string) {
  return readJson<{ id: string }>(
    await api.applications.$post({ json: input }, { headers: { "Idempotency-Key": idempotencyKey } }),
  );
}
