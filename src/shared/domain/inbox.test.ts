import { describe, expect, it } from "vitest";
import { insightList } from "./inbox";

describe("insightList", () => {
  it("reads insights stored as an array, JSON text or plain lines", () => {
    expect(insightList(["a", 3, "b"])).toEqual(["a", "b"]);
    expect(insightList('["PEP within 72 hours"]')).toEqual(["PEP within 72 hours"]);
    expect(insightList("Missed doses\nCall today")).toEqual(["Missed doses", "Call today"]);
    expect(insightList(null)).toEqual([]);
  });
});
