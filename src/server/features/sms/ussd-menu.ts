/**
 * The USSD menu as a function of what the person has typed so far (decisions 082, 083).
 * Africa's Talking sends the whole path each time ("", "1", "1*1", "6*1*2*3"), so each
 * answer is worked out from it afresh: "0" goes back a screen, a number not on the screen
 * asks again.
 */
import type { SiteLocale } from "@shared/domain/locale";
import { CHECK_IN_TIMES, type CheckInTime } from "@shared/domain/text-messages";

/** What the person asked for, done once the session ends on it. */
export type UssdRequest = "delivery" | "prep" | "call_back";

type Screen =
  | "main"
  | "confirmDelivery"
  | "confirmPrep"
  | "confirmCall"
  | "messages"
  | "confirmStop"
  | "languages"
  | "checkInDay"
  | "checkInTime";

export type UssdStep =
  | { screen: Screen; invalid: boolean }
  | { end: "request"; request: UssdRequest }
  | { end: "nextReminder" }
  | { end: "language"; language: SiteLocale }
  | { end: "stop" }
  /** `day`: 0 Sunday … 6 Saturday. */
  | { end: "checkIn"; day: number; time: CheckInTime }
  | { end: "checkInOff" };

type Choice = Screen | Exclude<UssdStep, { screen: Screen }>;

const CHOICES: Partial<Record<Screen, Record<string, Choice>>> = {
  main: {
    "1": "confirmDelivery",
    "2": "confirmPrep",
    "3": "confirmCall",
    "4": { end: "nextReminder" },
    "5": "languages",
    "6": "messages",
  },
  messages: { "1": "checkInDay", "2": "confirmStop" },
  confirmDelivery: { "1": { end: "request", request: "delivery" } },
  confirmPrep: { "1": { end: "request", request: "prep" } },
  confirmCall: { "1": { end: "request", request: "call_back" } },
  confirmStop: { "1": { end: "stop" } },
  languages: {
    "1": { end: "language", language: "en" },
    "2": { end: "language", language: "sw" },
    "3": { end: "language", language: "lg" },
  },
  checkInDay: { "8": { end: "checkInOff" } },
};

/** The day screen lists Monday first: 1 Monday … 7 Sunday. */
export const dayOfChoice = (choice: number) => choice % 7;

export function ussdStep(path: string): UssdStep {
  const inputs = path === "" ? [] : path.split("*").map((input) => input.trim());
  const screens: Screen[] = ["main"];
  let day: number | undefined;
  let invalid = false;
  for (const input of inputs) {
    const screen = screens.at(-1)!;
    invalid = false;
    if (input === "0" && screens.length > 1) {
      screens.pop();
      continue;
    }
    const number = /^\d$/.test(input) ? Number(input) : NaN;
    if (screen === "checkInDay" && number >= 1 && number <= 7) {
      day = dayOfChoice(number);
      screens.push("checkInTime");
      continue;
    }
    if (screen === "checkInTime") {
      const time = CHECK_IN_TIMES[number - 1];
      if (time) return { end: "checkIn", day: day!, time };
      invalid = true;
      continue;
    }
    const choice = CHOICES[screen]?.[input];
    if (choice === undefined) invalid = true;
    else if (typeof choice === "string") screens.push(choice);
    else return choice;
  }
  return { screen: screens.at(-1)!, invalid };
}
