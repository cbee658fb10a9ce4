import { describe, expect, it } from "vitest";
import { higherPriority, highestPriority } from "./priority";

describe("priorities", () => {
  it("keeps the more pressing of two, the first when equal", () => {
    expect(higherPriority("medium", "urgent")).toBe("urgent");
    expect(higherPriority("high", "low")).toBe("high");
    expect(higherPriority("medium", "medium")).toBe("medium");
  });

  it("finds the most pressing of many, or the floor for none", () => {
    expect(highestPriority(["low", "high", "medium"])).toBe("high");
    expect(highestPriority([])).toBe("low");
    expect(highestPriority(["low"], "medium")).toBe("medium");
  });
});
