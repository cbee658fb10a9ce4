/**
 * The USSD menu as a function of what the person has typed so far (decision 082). Africa's
 * Talking sends the whole path each time ("", "1", "1*1", "5*3"), so each answer is worked
 * out from it afresh: "0" goes back a screen, a number not on the screen asks again.
 */
import type { SiteLocale } from "@shared/domain/locale";

/** What the person asked for, done once the session ends on it. */
export type UssdRequest = "delivery" | "prep" | "call_back";

export type UssdStep =
  | {
      screen: "main" | "confirmDelivery" | "confirmPrep" | "confirmCall" | "confirmStop" | "languages";
      invalid: boolean;
    }
  | { end: "request"; request: UssdRequest }
  | { end: "nextReminder" }
  | { end: "language"; language: SiteLocale }
  | { end: "stop" };

type Screen = Extract<UssdStep, { screen: string }>["screen"];

const MAIN_CHOICES: Record<string, Screen | { end: "nextReminder" }> = {
  "1": "confirmDelivery",
  "2": "confirmPrep",
  "3": "confirmCall",
  "4": { end: "nextReminder" },
  "5": "languages",
  "6": "confirmStop",
};

const CONFIRMED: Partial<Record<Screen, UssdStep>> = {
  confirmDelivery: { end: "request", request: "delivery" },
  confirmPrep: { end: "request", request: "prep" },
  confirmCall: { end: "request", request: "call_back" },
  confirmStop: { end: "stop" },
};

const LANGUAGES: Record<string, SiteLocale> = { "1": "en", "2": "sw", "3": "lg" };

export function ussdStep(path: string): UssdStep {
  const inputs = path === "" ? [] : path.split("*").map((input) => input.trim());
  const screens: Screen[] = ["main"];
  let invalid = false;
  for (const input of inputs) {
    const screen = screens.at(-1)!;
    invalid = false;
    if (input === "0" && screens.length > 1) {
      screens.pop();
      continue;
    }
    if (screen === "main") {
      const choice = MAIN_CHOICES[input];
      if (choice === undefined) invalid = true;
      else if (typeof choice === "string") screens.push(choice);
      else return choice;
      continue;
    }
    if (screen === "languages") {
      const language = LANGUAGES[input];
      if (language) return { end: "language", language };
      invalid = true;
      continue;
    }
    if (input === "1") return CONFIRMED[screen]!;
    invalid = true;
  }
  return { screen: screens.at(-1)!, invalid };
}
