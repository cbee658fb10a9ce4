import { describe, expect, it } from "vitest";
import { clearLeaks } from "./journey";

const stored = (value: string) => ({ table: "app_settings", column: "value", value });

describe("clearLeaks", () => {
  it("takes a random hex id for what it is, not for a health word inside it", () => {
    expect(clearLeaks([stored('["a2fea1c0cd4f"]')], [])).toEqual([]);
  });

  it("still finds a health word written as words", () => {
    expect(clearLeaks([stored("CD4 count 350")], [])).toHaveLength(1);
    expect(clearLeaks([stored("started ART on Monday")], [])).toHaveLength(1);
  });
});
