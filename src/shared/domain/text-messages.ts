/**
 * What a person chooses about the messages we send to their phone unasked (issue 22,
 * decision 083): shared by the server, the USSD menu and the web's settings.
 */

/** The kinds of message a person consents to, each given and taken back on its own. */
export const CONSENT_CHANNELS = ["sms", "check_in", "sms_reminders"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Where a consent was given or taken back. */
export const CONSENT_VIA = ["sms", "ussd", "web"] as const;
export type ConsentVia = (typeof CONSENT_VIA)[number];

/** Where a reminder rings. */
export const REMINDER_CHANNELS = ["app", "sms"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * The words of a reminder by SMS are the person's pick of these, none naming health, a
 * medicine or the service: whoever reads the phone learns nothing.
 */
export const SMS_REMINDER_WORDINGS = ["hello", "time", "tea"] as const;
export type SmsReminderWording = (typeof SMS_REMINDER_WORDINGS)[number];

/** The times of day a weekly check-in may go out (Kampala time), offered on USSD and the web. */
export const CHECK_IN_TIMES = ["08:00", "12:00", "17:00", "20:00"] as const;
export type CheckInTime = (typeof CHECK_IN_TIMES)[number];

/** Days of the week, 0 Sunday … 6 Saturday (as Date.getDay()). */
export const CHECK_IN_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A check-in unanswered this long opens a case for the person's navigator. */
export const CHECK_IN_REPLY_HOURS = 48;
