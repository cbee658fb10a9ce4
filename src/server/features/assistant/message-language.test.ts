import { describe, expect, it } from "vitest";
import { detectMessageLanguage, replyLanguage } from "./message-language";

describe("detectMessageLanguage", () => {
  it.each([
    ["nimesahau kumeza dawa jana usiku, nifanye nini?", "sw"],
    ["Nina wasiwasi kuhusu madhara ya TLD", "sw"],
    ["virusi vyangu havionekani, je naweza kuambukiza?", "sw"],
    // Short, mixed or close to Luganda for franc: the Swahili words decide.
    ["mko wapi", "sw"],
    ["PrEP ni nini", "sw"],
    ["nina mimba na mume wangu ana VVU mimi sina, nijikinge vipi?", "sw"],
    ["viral load yangu ni 450, ni mbaya?", "sw"],
    // Short English franc reads as Swahili: the English words decide.
    ["how long does your hiv test take", "en"],
    ["how does PrEP work", "en"],
    ["pliz help me i 4got my arvs 2day", "en"],
    ["where can i get prep in masaka", "en"],
    ["mpedewo eddagala lyange eggulo, nkole ki?", "lg"],
    ["Ndi mu Masaka, njagala okukebera siriimu", "lg"],
    ["Muleeta ARVs at home?", "lg"],
    // Short, but every word is Luganda.
    ["oli otya", "lg"],
  ] as const)("reads %j as %s", (text, language) => {
    expect(detectMessageLanguage(text)).toBe(language);
  });

  it.each(["ok", "PrEP?", "habari"])("does not guess at %j, too short", (text) => {
    expect(detectMessageLanguage(text)).toBeNull();
  });
});

describe("replyLanguage", () => {
  it("answers a Swahili question in Swahili on the English site, and the reverse", () => {
    expect(replyLanguage("nimesahau kumeza dawa jana usiku", "en")).toEqual({ locale: "sw", fallback: "en" });
    expect(replyLanguage("I forgot to take my pills last night", "sw")).toEqual({
      locale: "en",
      fallback: "sw",
    });
  });

  it("keeps the site's language when the message says too little", () => {
    expect(replyLanguage("PrEP?", "sw")).toEqual({ locale: "sw", fallback: "sw" });
  });

  it("answers Luganda in Luganda, with the site's language to fall back on", () => {
    expect(replyLanguage("mpedewo eddagala lyange eggulo, nkole ki?", "en")).toEqual({
      locale: "lg",
      fallback: "en",
    });
  });
});
