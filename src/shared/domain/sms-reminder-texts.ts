/**
 * The words of a reminder by SMS: the person's pick of these neutral lines (issue 22). The
 * server sends them; the web's reminder form shows each exactly as it will arrive. A text
 * shows on a shared phone's screen and in its inbox, so none names health, a medicine, the
 * reminder or the service, and each is written in GSM letters only (one part, the cheapest).
 * `{time}` is the dose's Kampala time, "HH:MM".
 */
import type { SiteLocale } from "./locale";
import type { SmsReminderWording } from "./text-messages";

export const SMS_REMINDER_TEXTS: Record<SiteLocale, Record<SmsReminderWording, string>> = {
  en: {
    hello: "Hello! Have a good day.",
    time: "It is {time}.",
    tea: "Time for a cup of tea.",
  },
  sw: {
    hello: "Habari! Siku njema.",
    time: "Ni saa {time}.",
    tea: "Wakati wa kikombe cha chai.",
  },
  lg: {
    hello: "Gyebale! Obeere n'olunaku olulungi.",
    time: "Kati ssaawa {time}.",
    tea: "Obudde bw'okunywa ekikopo kya caayi.",
  },
};

export function smsReminderWords(language: SiteLocale, wording: SmsReminderWording, time: string): string {
  return SMS_REMINDER_TEXTS[language][wording].replace("{time}", time);
}
