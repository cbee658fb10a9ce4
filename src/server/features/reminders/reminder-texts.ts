/**
 * The words of a reminder's in-app notification, in the person's language. They are
 * shown inside the signed-in app; the push message built from them is discreet unless the
 * person asked for previews, and even then loses any health word (decision 030).
 */
import { toSiteLocale, type SiteLocale } from "@shared/domain/locale";
import { smsReminderWords } from "@shared/domain/sms-reminder-texts";
import type { SmsReminderWording } from "@shared/domain/text-messages";

const TEXTS: Record<SiteLocale, { title: string; again: string; at: string }> = {
  en: { title: "Reminder", again: "Reminder (again)", at: "at" },
  sw: { title: "Kikumbusho", again: "Kikumbusho (tena)", at: "saa" },
  lg: { title: "Ekijjukizo", again: "Ekijjukizo (nate)", at: "ku ssaawa" },
};

export function reminderText(input: {
  language: string | null | undefined;
  label: string;
  time: string;
  again: boolean;
}): { title: string; message: string } {
  const texts = TEXTS[toSiteLocale(input.language)];
  return {
    title: input.again ? texts.again : texts.title,
    message: `${input.label} ${texts.at} ${input.time}`,
  };
}

/** A reminder by SMS: the words the person picked (shared: the web shows them as they go out). */
export function smsReminderText(input: {
  language: string | null | undefined;
  wording: SmsReminderWording;
  time: string;
}): string {
  return smsReminderWords(toSiteLocale(input.language), input.wording, input.time);
}
