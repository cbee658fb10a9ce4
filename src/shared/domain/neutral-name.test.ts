import { describe, expect, it } from "vitest";
import { healthWordsIn } from "./health-words";
import { neutralAppName } from "./neutral-name";

describe("neutralAppName", () => {
  it("is an everyday word in the person's language, English otherwise", () => {
    expect(neutralAppName("en")).toBe("Notes");
    expect(neutralAppName("sw")).toBe("Kumbukumbu");
    expect(neutralAppName("sw-TZ")).toBe("Kumbukumbu");
    expect(neutralAppName("lg")).toBe("Ebiwandiiko");
    expect(neutralAppName("fr")).toBe("Notes");
    expect(neutralAppName(null)).toBe("Notes");
  });

  it.each(["en", "sw", "lg"])("never names the product or a health word (%s)", (language) => {
    expect(healthWordsIn(neutralAppName(language))).toEqual([]);
    expect(neutralAppName(language)).not.toMatch(/care|virusi|bulamu/i);
  });
});
