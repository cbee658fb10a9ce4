/**
 * Turns the contact schema's error keys (from the browser's own check or the server's
 * 400 answer) into the form's translation keys, one message per field.
 */
import {
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_SUBJECT_MAX_CHARS,
  contactMessageInputSchema,
  type ContactMessageInput,
} from "@shared/api/contact";

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, { key: string; max?: number }>>;

export const CONTACT_MAX_CHARS: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX_CHARS,
  email: 254,
  phone: 32,
  subject: CONTACT_SUBJECT_MAX_CHARS,
  message: CONTACT_MESSAGE_MAX_CHARS,
};

const KEY_BY_CODE: Record<string, string> = {
  required: "required",
  invalid_email: "invalidEmail",
  invalid_phone: "invalidPhone",
  too_long: "tooLong",
};

function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** From `{ field: code }` (the server's `fields`, or the schema's issues) to messages. */
export function contactErrorsFromCodes(codes: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, code] of Object.entries(codes)) {
    if (!isContactField(field) || errors[field]) continue;
    if (code === "email_or_phone_required") {
      errors[field] = { key: "form.errors.needContact" };
      continue;
    }
    const key = KEY_BY_CODE[code] ?? "required";
    errors[field] = { key: `form.errors.${field}.${key}`, max: CONTACT_MAX_CHARS[field] };
  }
  return errors;
}

/** The same schema the server applies; null when the input is fine. */
export function validateContact(input: ContactMessageInput): ContactErrors | null {
  const result = contactMessageInputSchema.safeParse(input);
  if (result.success) return null;
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    codes[field] ??= issue.message;
  }
  return contactErrorsFromCodes(codes);
}
