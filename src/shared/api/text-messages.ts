/**
 * A signed-in person's text messages (/api/account/text-messages, issue 22): the number
 * their account signs in with is the number we text, so the choices made by SMS, on USSD
 * and on the web are one and the same, each kept in the consent record.
 */
import { z } from "zod";
import { CHECK_IN_DAYS, CHECK_IN_TIMES, CONSENT_CHANNELS, CONSENT_VIA } from "../domain/text-messages";
import { ERROR_KEYS } from "./fields";

/** The latest choices shown; the whole record is in "Download my data". */
export const TEXT_MESSAGES_HISTORY_MAX = 50;

export const checkInScheduleSchema = z.object({
  day: z
    .number({ error: ERROR_KEYS.invalidChoice })
    .int({ error: ERROR_KEYS.invalidChoice })
    .min(CHECK_IN_DAYS[0], { error: ERROR_KEYS.invalidChoice })
    .max(CHECK_IN_DAYS[CHECK_IN_DAYS.length - 1]!, { error: ERROR_KEYS.invalidChoice }),
  time: z.enum(CHECK_IN_TIMES, { error: ERROR_KEYS.invalidChoice }),
});
export type CheckInSchedule = z.infer<typeof checkInScheduleSchema>;

/** PUT: either or both; a check-in turns messages on, so it cannot come with messages off. */
export const textMessagesUpdateSchema = z
  .object({
    messages: z.boolean({ error: ERROR_KEYS.invalidChoice }).optional(),
    check_in: checkInScheduleSchema.nullable().optional(),
  })
  .refine((value) => value.messages !== undefined || value.check_in !== undefined, {
    error: ERROR_KEYS.required,
    path: ["messages"],
  })
  .refine((value) => !(value.messages === false && value.check_in), {
    error: "messages_off",
    path: ["check_in"],
  });
export type TextMessagesUpdate = z.input<typeof textMessagesUpdateSchema>;
export type TextMessagesChange = z.output<typeof textMessagesUpdateSchema>;

export const textMessagesChoiceSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  given: z.boolean(),
  via: z.enum(CONSENT_VIA),
  /** ISO 8601. */
  at: z.string(),
});
export type TextMessagesChoice = z.infer<typeof textMessagesChoiceSchema>;

export const textMessagesSettingsSchema = z.object({
  /** The account's verified number (+256…), or null: then nothing else applies. */
  phone: z.string().nullable(),
  /** False after STOP (by SMS, USSD or here). */
  messages: z.boolean(),
  check_in: z.object({ day: z.number().int(), time: z.enum(CHECK_IN_TIMES) }).nullable(),
  /** Newest first, at most TEXT_MESSAGES_HISTORY_MAX. */
  history: z.array(textMessagesChoiceSchema).max(TEXT_MESSAGES_HISTORY_MAX),
});
export type TextMessagesSettings = z.infer<typeof textMessagesSettingsSchema>;
