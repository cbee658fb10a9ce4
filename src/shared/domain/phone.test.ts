import { describe, it, expect } from "vitest";
import { normaliseUgandanPhone } from "./phone";

describe("normaliseUgandanPhone", () => {
  it.each([
    ["0772123456", "+256772123456"],
    ["0772 123 456", "+256772123456"],
    ["0772-123-456", "+256772123456"],
    ["256772123456", "+256772123456"],
    ["+256772123456", "+256772123456"],
    ["+256 772 123 456", "+256772123456"],
    ["+256-701-234-567", "+256701234567"],
    ["00256 772 123456", "+256772123456"],
    ["+256 (0)772 123456", "+256772123456"],
    ["+256 0772 123456", "+256772123456"],
    ["  0752123456 ", "+256752123456"],
  ])("%s becomes %s", (input, expected) => {
    expect(normaliseUgandanPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "077212345", // too short
    "07721234567", // too long
    "0414123456", // a landline cannot receive SMS
    "+254712345678", // Kenya
    "772123456", // no prefix
    "07721234ab",
    "+256 772 123 456 ext 2",
  ])("rejects %s", (input) => {
    expect(normaliseUgandanPhone(input)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(normaliseUgandanPhone(null)).toBeNull();
    expect(normaliseUgandanPhone(undefined)).toBeNull();
  });
});
