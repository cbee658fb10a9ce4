import { describe, expect, it } from "vitest";
import { classifyIntent } from "./intent";
import { readDanger } from "@shared/danger/read-danger";

const intentOf = (text: string, locale: "en" | "sw" = "en") =>
  classifyIntent({ userInput: text, safety: readDanger(text, locale) });

describe("classifyIntent", () => {
  it.each([
    ["hello iCare", "en", "greeting"],
    ["habari yako", "sw", "greeting"],
    ["I forgot to take my pill last night what should I do", "en", "missed_dose"],
    ["side effects of dolutegravir", "en", "side_effects"],
    ["what does undetectable mean", "en", "viral_load_uequalsu"],
    ["U=U ni nini", "sw", "viral_load_uequalsu"],
    ["how does PrEP work", "en", "prep"],
    ["what is PEP?", "en", "pep"],
    ["nataka kupima VVU", "sw", "testing"],
    ["how do I use an oral self test kit", "en", "self_testing"],
    ["what is the window period", "en", "window_period"],
    ["can I breastfeed if I am positive", "en", "pregnancy"],
    ["how do I tell my partner I am positive", "en", "stigma_disclosure"],
    ["nina msongo wa mawazo", "sw", "mental_health"],
    ["can I drink alcohol while on ARVs", "en", "alcohol_drugs_harm_reduction"],
    ["I'm a sex worker, how do I protect myself", "en", "sex_work_safety"],
    ["do you deliver ARVs", "en", "service_offer"],
    ["mko wapi", "sw", "locations"],
    ["how do I apply", "en", "how_to_apply"],
    ["is my data safe", "en", "privacy"],
    ["how do I cook matooke", "en", "other"],
    // Words that belong to two topics.
    ["I delivered 2 days ago, what about my baby", "en", "pregnancy"],
    ["I live in Fort Portal, can you help me?", "en", "locations"],
    ["I can't sleep since I started TLD", "en", "side_effects"],
    ["virusi vyangu havionekani, je naweza kuambukiza?", "sw", "viral_load_uequalsu"],
    ["my vl is 5000", "en", "viral_load_uequalsu"],
  ] as const)("%s (%s) -> %s", (text, locale, expected) => {
    expect(intentOf(text, locale)).toBe(expected);
  });

  it("answers a crisis as a crisis, whatever else was asked", () => {
    expect(intentOf("I want to kill myself, how do I take my ARVs")).toBe("crisis");
    expect(intentOf("he raped me")).toBe("crisis");
  });

  it("answers a recent exposure as PEP and running out of pills as adherence", () => {
    expect(intentOf("condom burst last night")).toBe("pep");
    expect(intentOf("nimeishiwa dawa", "sw")).toBe("art_adherence");
    expect(intentOf("my PrEP pills are finished")).toBe("prep");
  });

  it("reads a short follow-up in the light of the previous question", () => {
    expect(classifyIntent({ userInput: "and for women?", previousUserMessage: "how does PrEP work" })).toBe(
      "prep",
    );
    expect(classifyIntent({ userInput: "and for women?" })).toBe("other");
  });
});
