/**
 * Medication and refill reminders, and the adherence they record (issue: the client's
 * care tools; spec section 9: snooze 10 minutes, Africa/Kampala).
 */
import { z } from "zod";
import { TIME_OF_DAY } from "../domain/reminder-schedule";
import { REMINDER_CHANNELS, SMS_REMINDER_WORDINGS, type ReminderChannel } from "../domain/text-messages";
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

const isoDateTime = z.iso.datetime({ offset: true });

export const reminderSchema = z.object({
  id: z.string(),
  kind: z.enum(REMINDER_KINDS),
  label: z.string(),
  /** "HH:MM" in `timezone`. */
  time_of_day: z.string(),
  timezone: z.string(),
  active: z.boolean(),
  /** The next time it will ring. */
  next_due_at: isoDateTime,
  /** A dose that rang and has not been answered yet. */
  pending_dose_at: isoDateTime.nullable(),
  /** When a snoozed dose rings again. */
  snoozed_until: isoDateTime.nullable(),
  /** Where it rings: in the app, or by SMS to the account's number. */
  channel: z.enum(REMINDER_CHANNELS),
  /** By SMS, the words picked; null in the app. */
  sms_wording: z.enum(SMS_REMINDER_WORDINGS).nullable(),
});
/** POST /api/reminders, PATCH /api/reminders/:id, POST .../taken and .../snooze. */
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /api/reminders */
export const reminderListResponseSchema = z.object({ reminders: z.array(reminderSchema) });
export type ReminderListResponse = z.infer<typeof reminderListResponseSchema>;

export const adherenceDaySchema = z.object({
  /** "YYYY-MM-DD" in Africa/Kampala. */
  date: z.iso.date(),
  taken: z.number().int(),
  missed: z.number().int(),
});
export type AdherenceDay = z.infer<typeof adherenceDaySchema>;

/** GET /api/adherence */
export const adherenceSummarySchema = z.object({
  window_days: z.number().int(),
  /** Whole percent of answered medication doses that were taken; null before any. */
  percentage: z.number().int().nullable(),
  taken: z.number().int(),
  missed: z.number().int(),
  /** Every day of the window, oldest first. */
  days: z.array(adherenceDaySchema),
});
export type AdherenceSummary = z.infer<typeof adherenceSummarySchema>;
