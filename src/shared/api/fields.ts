/**
 * Field builders shared by the request schemas. Their error messages are short keys
 * ("required", "invalid_email", "invalid_phone", "too_long") that the UI translates.
 * Optional text arrives from forms as "" when left empty; it leaves the schema as null,
 * the value the database stores for "not given".
 */
import { z } from "zod";
import { normaliseUgandanPhone } from "../domain/phone";

export const ERROR_KEYS = {
  required: "required",
  invalidEmail: "invalid_email",
  invalidPhone: "invalid_phone",
  tooLong: "too_long",
  invalidChoice: "invalid_choice",
  consentRequired: "consent_required",
} as const;

/** "required" when the value is missing, otherwise `key`. */
export function missingOr(key: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? ERROR_KEYS.required : key;
}

export function requiredText(maxChars: number) {
  return z
    .string({ error: missingOr(ERROR_KEYS.required) })
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(maxChars, { error: ERROR_KEYS.tooLong });
}

const emptyToNull = (value: string | null | undefined): string | null => (value ? value : null);

export function optionalText(maxChars: number) {
  return z.string().trim().max(maxChars, { error: ERROR_KEYS.tooLong }).nullish().transform(emptyToNull);
}

export function optionalEmail() {
  return z
    .string()
    .trim()
    .max(254, { error: ERROR_KEYS.tooLong })
    .refine((value) => value === "" || z.regexes.email.test(value), { error: ERROR_KEYS.invalidEmail })
    .transform((value) => value.toLowerCase())
    .nullish()
    .transform(emptyToNull);
}

/** Any accepted way of writing a Ugandan mobile number becomes +2567XXXXXXXX. */
export function optionalUgandanPhone() {
  return z
    .string()
    .trim()
    .max(32, { error: ERROR_KEYS.invalidPhone })
    .refine((value) => value === "" || normaliseUgandanPhone(value) !== null, {
      error: ERROR_KEYS.invalidPhone,
    })
    .nullish()
    .transform((value) => (value ? normaliseUgandanPhone(value) : null));
}

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: missingOr(ERROR_KEYS.invalidChoice) });
}
