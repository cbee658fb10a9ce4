/**
 * The reminder form's field errors, from the browser's own check with the shared schema
 * or from the server's 400 answer: one translation key per field.
 */
import { reminderInputSchema, type ReminderInput } from "@shared/api/reminders";
import { ApiError } from "@web/lib/http";

export const REMINDER_FIELDS = ["kind", "label", "time_of_day", "channel", "sms_wording"] as const;
export type ReminderField = (typeof REMINDER_FIELDS)[number];
export type ReminderErrors = Partial<Record<ReminderField, string>>;

const KEY_BY_CODE: Record<string, string> = {
  required: "errors.required",
  too_long: "errors.tooLong",
  invalid_time: "errors.invalidTime",
  invalid_choice: "errors.invalidChoice",
};

function toErrors(codes: Record<string, string>): ReminderErrors {
  const errors: ReminderErrors = {};
  for (const field of REMINDER_FIELDS) {
    const code = codes[field];
    if (code) errors[field] = KEY_BY_CODE[code] ?? "errors.required";
  }
  return errors;
}

/** Checks the form before sending; answers the errors, none when it may be sent. */
export function checkReminder(input: ReminderInput): ReminderErrors {
  const result = reminderInputSchema.safeParse(input);
  if (result.success) return {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) codes[String(issue.path[0])] ??= issue.message;
  return toErrors(codes);
}

/** A refused request: field errors when the server named fields, otherwise a form-wide key. */
export function reminderErrorsFromFailure(error: unknown): { fields: ReminderErrors; form?: string } {
  if (error instanceof ApiError && error.fields) return { fields: toErrors(error.fields) };
  // By SMS without a verified number (the account's number changed since the page loaded).
  if (error instanceof ApiError && error.code === "phone_required")
    return { fields: { channel: "errors.phoneRequired" } };
  if (error instanceof ApiError && error.code === "too_many_reminders")
    return { fields: {}, form: "errors.tooMany" };
  return { fields: {}, form: "errors.failed" };
}
