/**
 * Medication and refill reminders, and the adherence they record (issue: the client's
 * care tools; spec section 9: snooze 10 minutes, Africa/Kampala).
 */
import { z } from "zod";
import { TIME_OF_DAY } from "../domain/reminder-schedule";
import {
  REMINDER_CHANNELS,
  SMS_REMINDER_WORDINGS,
  type ReminderChannel,
  type SmsReminderWording,
} from "../domain/text-messages";
import { ERROR_KEYS, requiredText } from "./fields";

export const REMINDER_KINDS = ["medication", "refill"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_LABEL_MAX_CHARS = 60;
/** Enough for several pills a day and a refill, few enough to keep a phone quiet. */
export const REMINDERS_PER_USER_MAX = 10;
export const ADHERENCE_WINDOW_DAYS = 30;

const timeOfDaySchema = z
  .string({ error: ERROR_KEYS.required })
  .trim()
  .regex(TIME_OF_DAY, { error: "invalid_time" });

const channelSchema = z.enum(REMINDER_CHANNELS, { error: ERROR_KEYS.invalidChoice });
const smsWordingSchema = z.enum(SMS_REMINDER_WORDINGS, { error: ERROR_KEYS.invalidChoice });

/** Choosing SMS is choosing its words too (issue 22): a reminder by SMS always has a wording. */
const smsNeedsWording = (value: { channel?: ReminderChannel | undefined; sms_wording?: unknown }) =>
  value.channel !== "sms" || (value.sms_wording !== undefined && value.sms_wording !== null);
const WORDING_REQUIRED = { error: ERROR_KEYS.required, path: ["sms_wording"] };

export const reminderInputSchema = z
  .object({
    kind: z.enum(REMINDER_KINDS, { error: ERROR_KEYS.invalidChoice }),
    label: requiredText(REMINDER_LABEL_MAX_CHARS),
    time_of_day: timeOfDaySchema,
    /** Where it rings: in the app (the default), or by SMS to the account's verified number. */
    channel: channelSchema.default("app"),
    /** By SMS, which neutral words; ignored in the app. */
    sms_wording: smsWordingSchema.nullish(),
  })
  .refine(smsNeedsWording, WORDING_REQUIRED);
export type ReminderInput = z.input<typeof reminderInputSchema>;

export const reminderUpdateSchema = z
  .object({
    label: requiredText(REMINDER_LABEL_MAX_CHARS).optional(),
    time_of_day: timeOfDaySchema.optional(),
    active: z.boolean({ error: "invalid_choice" }).optional(),
    channel: channelSchema.optional(),
    /** Alone, changes the words of a reminder by SMS. */
    sms_wording: smsWordingSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: ERROR_KEYS.required,
    path: ["label"],
  })
  .refine(smsNeedsWording, WORDING_REQUIRED);
export type ReminderUpdate = z.input<typeof reminderUpdateSchema>;

export const reminderParamsSchema = z.object({ id: z.uuid({ error: "invalid_id" }) });

/** Taken answers one dose; naming it makes a repeated tap (or a replayed request) harmless. */
export const doseAnswerSchema = z.object({
  dose_at: z.iso.datetime({ offset: true, error: "invalid_dose" }).optional(),
});

export interface Reminder {
  id: string;
  kind: ReminderKind;
  label: string;
  /** "HH:MM" in `timezone`. */
  time_of_day: string;
  timezone: string;
  active: boolean;
  /** The next time it will ring. */
  next_due_at: string;
  /** A dose that rang and has not been answered yet. */
  pending_dose_at: string | null;
  /** When a snoozed dose rings again. */
  snoozed_until: string | null;
  /** Where it rings: in the app, or by SMS to the account's number. */
  channel: ReminderChannel;
  /** By SMS, the words picked; null in the app. */
  sms_wording: SmsReminderWording | null;
}

export interface ReminderListResponse {
  reminders: Reminder[];
}

export interface AdherenceDay {
  /** "YYYY-MM-DD" in Africa/Kampala. */
  date: string;
  taken: number;
  missed: number;
}

export interface AdherenceSummary {
  window_days: number;
  /** Whole percent of answered medication doses that were taken; null before any. */
  percentage: number | null;
  taken: number;
  missed: number;
  /** Every day of the window, oldest first. */
  days: AdherenceDay[];
}
