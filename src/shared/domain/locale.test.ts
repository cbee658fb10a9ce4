import { describe, expect, it } from "vitest";
import { toSiteLocale, toWrittenLocale } from "./locale";

describe("toSiteLocale", () => {
  it.each([
    ["sw", "sw"],
    ["SW-ke", "sw"],
    ["lg", "lg"],
    ["lg-UG", "lg"],
    ["en-UG", "en"],
    [null, "en"],
    ["fr", "en"],
    ["", "en"],
  ] as const)("reads %s as %s", (tag, language) => {
    expect(toSiteLocale(tag)).toBe(language);
  });
});

describe("toWrittenLocale", () => {
  it("answers a Luganda page in English where a text has no Luganda", () => {
    expect(toWrittenLocale("lg")).toBe("en");
    expect(toWrittenLocale("sw")).toBe("sw");
  });
});
