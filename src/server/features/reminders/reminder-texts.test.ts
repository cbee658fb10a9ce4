/**
 * The words of a reminder by SMS (issue 22): whoever reads the phone learns nothing from
 * them, and each is one part in the GSM alphabet, in every language and at any time.
 */
import { describe, expect, it } from "vitest";
import { SegmentedMessage } from "sms-segments-calculator";
import { SITE_LOCALES } from "@shared/domain/locale";
import { SMS_REMINDER_WORDINGS } from "@shared/domain/text-messages";
import { containsHealthWord } from "@shared/domain/health-words";
import { smsReminderText } from "./reminder-texts";

/** Beyond the lock-screen list: what a reminder is for, and the service's names. */
const NOT_IN_A_REMINDER = /remind|dose|pill|tablet|medic|dawa|vidonge|eddagala|clinic|kliniki|care|hiv/i;

describe("the words of a reminder by SMS", () => {
  const cases = SITE_LOCALES.flatMap((language) =>
    SMS_REMINDER_WORDINGS.map((wording) => [language, wording] as const),
  );

  it.each(cases)("in %s, %s names no health word and is one GSM part", (language, wording) => {
    for (const time of ["00:00", "08:30", "23:59"]) {
      const text = smsReminderText({ language, wording, time });
      expect(containsHealthWord(text)).toBe(false);
      expect(text).not.toMatch(NOT_IN_A_REMINDER);
      const message = new SegmentedMessage(text);
      expect(message.encodingName).toBe("GSM-7");
      expect(message.segmentsCount).toBe(1);
      expect(text).not.toContain("{");
    }
  });

  it("says the dose's time in the person's language, English when it is unknown", () => {
    expect(smsReminderText({ language: "sw", wording: "time", time: "08:30" })).toBe("Ni saa 08:30.");
    expect(smsReminderText({ language: "lg", wording: "hello", time: "08:30" })).toBe(
      "Gyebale! Obeere n'olunaku olulungi.",
    );
    expect(smsReminderText({ language: null, wording: "tea", time: "08:30" })).toBe("Time for a cup of tea.");
  });
});
