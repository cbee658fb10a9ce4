import { describe, expect, it } from "vitest";
import { ungroundedFacts } from "./grounding-check";

const GIVEN =
  "Take the missed dose unless your next one is within 6 hours. Dolutegravir (TLD) is safe. Call 999 or 112. A viral load under 1,000 copies.";

describe("ungroundedFacts", () => {
  it("accepts a reply that only restates what it was given", () => {
    expect(
      ungroundedFacts("Unless the next dose is within six hours, take it; TLD is safe.", GIVEN),
    ).toBeNull();
    expect(ungroundedFacts("Under 1 000 copies is suppressed. In danger, call 112.", GIVEN)).toBeNull();
  });

  it("names the numbers and medicines it was not given", () => {
    expect(ungroundedFacts("Take 2 tablets of efavirenz within 12 hours.", GIVEN)).toEqual({
      numbers: ["2", "12"],
      medicines: ["efavirenz"],
    });
    expect(ungroundedFacts("Chukua vidonge viwili, kisha subiri saa tano.", GIVEN)).toEqual({
      numbers: ["5"],
      medicines: [],
    });
    expect(ungroundedFacts("Call 0800 100 330 now.", GIVEN)?.numbers).toEqual(["0800", "100330"]);
  });

  it("does not read words that merely contain a medicine or a number word", () => {
    expect(ungroundedFacts("Someone can help, and a taxi is fine; be atonement.", GIVEN)).toBeNull();
  });
});
