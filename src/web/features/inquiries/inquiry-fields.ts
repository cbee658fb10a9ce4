/**
 * The inquiry form's fields and how they become a contact message: the organisation and
 * the kind of inquiry form the subject, so the admin inbox shows who is writing and why.
 * Errors are the shared schema's codes, from the browser's own check or the server's 400.
 */
import {
  CONTACT_SUBJECT_MAX_CHARS,
  contactMessageInputSchema,
  type ContactMessageInput,
} from "@shared/api/contact";

export const INQUIRY_FIELDS = ["name", "organisation", "email", "phone", "message"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string> & { kind: string };
export type InquiryErrors = Partial<Record<InquiryField, string>>;

export const ORGANISATION_MAX_CHARS = 120;

/** Subject of the message: "Kind: Organisation", within the subject's limit. */
export function inquirySubject(kindLabel: string, organisation: string): string {
  return `${kindLabel}: ${organisation.trim()}`.slice(0, CONTACT_SUBJECT_MAX_CHARS);
}

export function toContactMessage(values: InquiryValues, kindLabel: string): ContactMessageInput {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    subject: inquirySubject(kindLabel, values.organisation),
    message: values.message,
  };
}

/** Maps `{ field: code }` to the form's fields; the subject is the organisation's field. */
export function inquiryErrorsFromCodes(codes: Record<string, string>): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const [field, code] of Object.entries(codes)) {
    const target = field === "subject" ? "organisation" : field;
    if ((INQUIRY_FIELDS as readonly string[]).includes(target)) errors[target as InquiryField] ??= code;
  }
  return errors;
}

/** The same rules the server applies, plus the organisation this form asks for. */
export function validateInquiry(values: InquiryValues, kindLabel: string): InquiryErrors | null {
  const codes: Record<string, string> = {};
  const organisation = values.organisation.trim();
  if (!organisation) codes.organisation = "required";
  else if (organisation.length > ORGANISATION_MAX_CHARS) codes.organisation = "too_long";
  const result = contactMessageInputSchema.safeParse(toContactMessage(values, kindLabel));
  if (!result.success) {
    for (const issue of result.error.issues) codes[String(issue.path[0] ?? "")] ??= issue.message;
  }
  const errors = inquiryErrorsFromCodes(codes);
  return Object.keys(errors).length > 0 ? errors : null;
}
