import { describe, expect, it } from "vitest";
import { activeFilterCount, filterValue, NO_FILTERS, toInboxQuery } from "./inbox-filters";

describe("inbox filters", () => {
  it("sends only the filters in use", () => {
    expect(toInboxQuery(NO_FILTERS)).toEqual({});
    expect(toInboxQuery({ ...NO_FILTERS, type: "message", region: "masaka" })).toEqual({
      type: "message",
      region: "masaka",
    });
  });

  it("counts the filters in use", () => {
    expect(activeFilterCount({ type: "application", status: "new", priority: "", region: "" })).toBe(2);
  });

  it("accepts only a filter's own choices", () => {
    expect(filterValue("priority", "urgent")).toBe("urgent");
    expect(filterValue("priority", "masaka")).toBe("");
    expect(filterValue("region", "fort_portal")).toBe("fort_portal");
    expect(filterValue("status", "")).toBe("");
  });
});
