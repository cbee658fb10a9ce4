import { describe, expect, it, vi } from "vitest";
import type * as Phrase from "./phrase";

const compiled = vi.hoisted(() => ({ phrases: 0 }));

vi.mock("./phrase", async (importOriginal) => {
  const actual = await importOriginal<typeof Phrase>();
  return {
    ...actual,
    compilePhrase: (phrase: string) => {
      compiled.phrases += 1;
      return actual.compilePhrase(phrase);
    },
  };
});

const { prepareDangerReader, readDanger } = await import("./read-danger");

describe("the reader of danger's rules", () => {
  it("compiles them when first asked, not with its code, and once", () => {
    // What its code compiled as it loaded: the few time expressions, not the rules.
    const atLoad = compiled.phrases;
    expect(atLoad).toBeLessThan(100);

    prepareDangerReader();
    const rules = compiled.phrases - atLoad;
    expect(rules).toBeGreaterThan(300);

    expect(readDanger("I want to die tonight").risk_level).toBe("high");
    prepareDangerReader();
    expect(compiled.phrases - atLoad).toBe(rules);
  });
});
