import type { ContactMessageCreated, ContactRequest, SignedInContactRequest } from "@shared/api/contact";
import { readJson } from "@web/lib/http";
import { sendOrQueue } from "@web/lib/offline-queue";

/**
 * POST /api/contact (a visitor's message, or a signed-in person's, who gives no contact
 * details: the server takes them from the account), or, without a connection, kept on the device and sent when it
 * returns (`{ queued: true }`). Throws ApiError (with the field codes of a 400) on failure.
 */
export async function sendContactMessage(
  input: ContactRequest | SignedInContactRequest,
): Promise<ContactMessageCreated | { queued: true }> {
  const result = await sendOrQueue({ url: "/api/contact", body: input, kind: "contact" });
  return result.queued ? result : readJson<ContactMessageCreated>(result.response);
}
