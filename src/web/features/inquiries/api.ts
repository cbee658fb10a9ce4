import type { ContactMessageCreated, ContactRequest } from "@shared/api/contact";
import { api, readJson } from "@web/lib/api";

/** A partnership or donor inquiry arrives in the admin inbox as a message (POST /api/contact). */
export async function sendInquiry(input: ContactRequest): Promise<ContactMessageCreated> {
  return readJson<ContactMessageCreated>(await api.contact.$post({ json: input }));
}
