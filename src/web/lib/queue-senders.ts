/**
 * The typed client's call for each kind of request the offline queue may hold. A kept
 * request outlives the page that wrote it, so it is stored by kind and body, and sent
 * again through the call its kind names here. Loaded with the contact and application forms
 * (their api modules import it), otherwise by the queue with its first attempt.
 */
import type { Attempt } from "./offline-queue";
import type { QueueKind } from "./offline-queue-store";
import { api, withBody } from "./api";

type Send = (json: unknown, options: { headers: Record<string, string> }) => Promise<Response>;

const SENDERS: Record<QueueKind, Send> = {
  contact: (json, options) => api.contact.$post(withBody({}, json), options),
  application: (json, options) => api.applications.$post(withBody({}, json), options),
  testimonial: (json, options) => api.testimonials.$post(withBody({}, json), options),
};

/** One attempt, with the Idempotency-Key that makes the server create the record once. */
export function sendAttempt({ kind, body, key }: Attempt): Promise<Response> {
  return SENDERS[kind](body, { headers: { "Idempotency-Key": key } });
}
