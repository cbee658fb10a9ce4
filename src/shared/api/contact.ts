/** The contact form contract (POST /api/contact; spec sections 3 and 7). */
import { z } from "zod";
import { REGIONS } from "../constants";
import { choice, optionalEmail, optionalText, optionalUgandanPhone, requiredText } from "./fields";

export const CONTACT_MESSAGE_MAX_CHARS = 5000;
export const CONTACT_NAME_MAX_CHARS = 120;
export const CONTACT_SUBJECT_MAX_CHARS = 200;

/** Where a message comes from; "handoff" is created by the assistant on the server only. */
export const CONTACT_SOURCES = ["contact", "partner", "donor", "handoff", "sms", "ussd"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const PUBLIC_CONTACT_SOURCES = ["contact", "partner", "donor"] as const;

export const contactMessageFieldsSchema = z.object({
  name: optionalText(CONTACT_NAME_MAX_CHARS),
  email: optionalEmail(),
  phone: optionalUgandanPhone(),
  subject: optionalText(CONTACT_SUBJECT_MAX_CHARS),
  message: requiredText(CONTACT_MESSAGE_MAX_CHARS),
  region: choice(REGIONS)
    .nullish()
    .transform((region) => region ?? null),
});

/**
 * Senders may stay anonymous, but a reply has to reach them: at least an e-mail address or
 * a phone number. The error sits on `email` so the form shows it next to the first field.
 */
export const contactMessageInputSchema = contactMessageFieldsSchema.refine(
  (input) => input.email !== null || input.phone !== null,
  { error: "email_or_phone_required", path: ["email"] },
);
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ValidContactMessageInput = z.output<typeof contactMessageInputSchema>;

/** POST /api/contact: the message and the page it was sent from (the contact page by default). */
export const contactRequestSchema = z.intersection(
  contactMessageInputSchema,
  z.object({ source: choice(PUBLIC_CONTACT_SOURCES).default("contact") }),
);
export type ContactRequest = z.input<typeof contactRequestSchema>;

/**
 * POST /api/contact from a signed-in sender: the team answers them in their portal, and the
 * server takes their name, e-mail and phone from the account, so none is required here
 * (docs/decisions/056-identity-of-signed-in-senders.md). The form sends only the subject,
 * the message and, when the profile has none, the region.
 */
export const signedInContactRequestSchema = z.intersection(
  contactMessageFieldsSchema,
  z.object({ source: choice(PUBLIC_CONTACT_SOURCES).default("contact") }),
);
export type SignedInContactRequest = z.input<typeof signedInContactRequestSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() });
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
