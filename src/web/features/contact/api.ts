import type { ContactRequest, SignedInContactRequest } from "@shared/api/contact";
import { sendOrQueue, type SendResult } from "@web/lib/offline-queue";
// With the form: a request kept while offline is sent through its typed call (queue-senders.ts)
// as soon as the connection returns, without a download that could fail while offline.
import "@web/lib/queue-senders";

/**
 * POST /api/contact (a visitor's message, or a signed-in person's, who gives no contact
 * details: the server takes them from the account), or, without a connection, kept on the
 * device and sent when it returns (`{ queued: true }`). Throws ApiError (with the field
 * codes of a 400) on failure.
 */
export function sendContactMessage(input: ContactRequest | SignedInContactRequest): Promise<SendResult> {
  return sendOrQueue({ kind: "contact", body: input });
}
