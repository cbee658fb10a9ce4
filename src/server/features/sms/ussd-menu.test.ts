import { describe, expect, it } from "vitest";
import { SITE_LOCALES } from "@shared/domain/locale";
import { partsOf } from "./fit-to-parts";
import { ussdStep } from "./ussd-menu";
import { USSD_TEXTS } from "./ussd-texts";

describe("ussdStep", () => {
  it("starts at the menu, and follows the path typed so far", () => {
    expect(ussdStep("")).toEqual({ screen: "main", invalid: false });
    expect(ussdStep("1")).toEqual({ screen: "confirmDelivery", invalid: false });
    expect(ussdStep("1*1")).toEqual({ end: "request", request: "delivery" });
    expect(ussdStep("2*1")).toEqual({ end: "request", request: "prep" });
    expect(ussdStep("3*1")).toEqual({ end: "request", request: "call_back" });
    expect(ussdStep("4")).toEqual({ end: "nextReminder" });
    expect(ussdStep("5*3")).toEqual({ end: "language", language: "lg" });
    expect(ussdStep("6*2*1")).toEqual({ end: "stop" });
  });

  it("chooses a weekly check-in's day (Monday first) and time, or turns it off", () => {
    expect(ussdStep("6")).toEqual({ screen: "messages", invalid: false });
    expect(ussdStep("6*1")).toEqual({ screen: "checkInDay", invalid: false });
    expect(ussdStep("6*1*1")).toEqual({ screen: "checkInTime", invalid: false });
    expect(ussdStep("6*1*1*1")).toEqual({ end: "checkIn", day: 1, time: "08:00" });
    expect(ussdStep("6*1*7*4")).toEqual({ end: "checkIn", day: 0, time: "20:00" });
    expect(ussdStep("6*1*3*0*5*2")).toEqual({ end: "checkIn", day: 5, time: "12:00" });
    expect(ussdStep("6*1*3*9")).toEqual({ screen: "checkInTime", invalid: true });
    expect(ussdStep("6*1*9")).toEqual({ screen: "checkInDay", invalid: true });
    expect(ussdStep("6*1*8")).toEqual({ end: "checkInOff" });
  });

  it("goes back a screen on 0, and asks again on a number not on the screen", () => {
    expect(ussdStep("1*0")).toEqual({ screen: "main", invalid: false });
    expect(ussdStep("1*0*3*1")).toEqual({ end: "request", request: "call_back" });
    expect(ussdStep("9")).toEqual({ screen: "main", invalid: true });
    expect(ussdStep("9*2")).toEqual({ screen: "confirmPrep", invalid: false });
    expect(ussdStep("5*7")).toEqual({ screen: "languages", invalid: true });
    expect(ussdStep("0")).toEqual({ screen: "main", invalid: true });
  });
});

describe("the menu's words", () => {
  it.each(SITE_LOCALES)(
    "fit a USSD screen in %s: 160 characters, 182 with the line asking again, GSM letters",
    (language) => {
      const texts = USSD_TEXTS[language];
      const screens = [
        texts.main,
        texts.confirmDelivery,
        texts.confirmPrep,
        texts.confirmCall,
        texts.messages,
        texts.confirmStop,
        texts.languages,
        texts.checkInDay,
        texts.checkInTime,
        ...texts.days.map((day) => texts.checkInSet(day, "20:00")),
        texts.checkInOff,
        texts.requested,
        texts.languageSet,
        texts.nextReminder("20:00"),
        texts.noReminder,
      ];
      for (const screen of screens) {
        expect(`CON ${screen}`.length, screen).toBeLessThanOrEqual(160);
        // One part of plain GSM letters: 160 characters, not 70.
        expect(partsOf(screen), screen).toBe(1);
      }
      for (const screen of [
        texts.main,
        texts.languages,
        texts.confirmCall,
        texts.checkInDay,
        texts.checkInTime,
      ]) {
        expect(`CON ${texts.invalid}\n${screen}`.length, screen).toBeLessThanOrEqual(182);
      }
    },
  );
});
