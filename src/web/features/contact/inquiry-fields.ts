/**
 * The inquiry form's fields and how they become a contact message: the organisation and
 * the kind of inquiry form the subject, so the admin inbox shows who is writing and why.
 * The form checks them with the shared contact schema and the organisation's own rule.
 */
import { z } from "zod";
import {
  CONTACT_SUBJECT_MAX_CHARS,
  contactMessageInputSchema,
  type ContactMessageInput,
} from "@shared/api/contact";
import { requiredText } from "@shared/api/fields";

export const INQUIRY_FIELDS = ["name", "organisation", "email", "phone", "message"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string> & { kind: string };

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

/** The same rules the server applies, plus the organisation this form asks for. */
export const inquirySchema = z.intersection(
  z.object({ organisation: requiredText(ORGANISATION_MAX_CHARS) }),
  contactMessageInputSchema,
);

/** What the schema checks: the message the server receives, and the organisation it is composed from. */
export function toInquiryInput(values: InquiryValues, kindLabel: string): z.input<typeof inquirySchema> {
  return { organisation: values.organisation, ...toContactMessage(values, kindLabel) };
}
