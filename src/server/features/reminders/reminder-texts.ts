/**
 * The words of a reminder's in-app notification, in the person's language. They are
 * shown inside the signed-in app; the push message built from them is discreet unless the
 * person asked for previews, and even then loses any health word (decision 030).
 */
import { pushLanguage } from "../notifications/push-payload";

const TEXTS = {
  en: { title: "Reminder", again: "Reminder (again)", at: "at" },
  sw: { title: "Kikumbusho", again: "Kikumbusho (tena)", at: "saa" },
} as const;

export function reminderText(input: {
  language: string | null | undefined;
  label: string;
  time: string;
  again: boolean;
}): { title: string; message: string } {
  const texts = TEXTS[pushLanguage(input.language)];
  return {
    title: input.again ? texts.again : texts.title,
    message: `${input.label} ${texts.at} ${input.time}`,
  };
}
