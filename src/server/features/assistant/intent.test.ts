import type { SiteLocale } from "@shared/domain/locale";
import { describe, expect, it } from "vitest";
import { classifyIntent } from "./intent";
import { readDanger } from "@shared/danger/read-danger";

const intentOf = (text: string, locale: SiteLocale = "en") =>
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
    // A town named in passing is not a question of where we are.
    ["will it rain in kampala tomorrow", "en", "other"],
    // A missed dose told by the hour it came back to mind, or in Luganda.
    ["I only remembered my evening pill this morning", "en", "missed_dose"],
    ["neerabidde okumira eddagala lyange jjo", "lg", "missed_dose"],
    // A medicine's name asks about the medicine, not its side effects.
    ["what is TLD", "en", "art_adherence"],
    ["I can't sleep since I started TLD", "en", "side_effects"],
    ["virusi vyangu havionekani, je naweza kuambukiza?", "sw", "viral_load_uequalsu"],
    ["my vl is 5000", "en", "viral_load_uequalsu"],
    // The topics added later: TB, STIs, family planning, myths, rights.
    ["what is tb", "en", "tuberculosis"],
    ["nina kikohozi wiki tatu sasa na jasho usiku", "sw", "tuberculosis"],
    ["on TB drugs now, do i need to change my TLD?", "en", "tuberculosis"],
    ["i have some discharge down there and it burns when i pee", "en", "sti"],
    ["does prep protect me from gonorrhea", "en", "sti"],
    ["dalili za kisonono ni zipi", "sw", "sti"],
    ["am on efavirenz can i use implant", "en", "contraception"],
    ["nataka sindano ya kuzuia mimba, ni salama na TLD?", "sw", "contraception"],
    ["can mosquitoes spread hiv", "en", "myths_transmission"],
    ["my pastor says prayer cured me, can i stop my arvs", "en", "myths_transmission"],
    ["ukimwi unatokana na uchawi?", "sw", "myths_transmission"],
    ["can my boss fire me because am hiv positive", "en", "rights_legal"],
    ["nimefukuzwa kazi kwa sababu ya hali yangu ya VVU", "sw", "rights_legal"],
    // ...and their neighbours keep their own topic.
    ["my mother in law found out my status", "en", "stigma_disclosure"],
    ["is there a PrEP injection every 6 months", "en", "prep"],
    ["can ARVs cure HIV", "en", "art_adherence"],
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
