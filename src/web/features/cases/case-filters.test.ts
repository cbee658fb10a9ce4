import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  searchFromState,
  toCaseQuery,
} from "./case-filters";

const params = (search: string) => new URLSearchParams(search);

describe("case filters", () => {
  it("shows the open cases of anyone by default, with a short address", () => {
    expect(filtersFromParams(params(""))).toEqual(DEFAULT_FILTERS);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe("");
    expect(toCaseQuery(DEFAULT_FILTERS)).toEqual({ state: "open" });
  });

  it("reads back what it wrote", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      q: "Amina",
      state: "waiting" as const,
      priority: "urgent" as const,
      service: "prep" as const,
      assignee: "me" as const,
      region: "masaka" as const,
    };
    expect(filtersFromParams(filtersToParams(filters), "Amina")).toEqual(filters);
  });

  it("never puts the search (a client's name, number or address) in the address", () => {
    const filters = { ...DEFAULT_FILTERS, q: "0772 123456", state: "all" as const };
    expect(filtersToParams(filters).toString()).toBe("state=all");
    expect(filtersFromParams(params("q=0772123456")).q).toBe("");
    expect(toCaseQuery(filters)).toEqual({ q: "0772 123456" });
    expect(searchFromState({ q: "  Amina " })).toBe("Amina");
    expect(searchFromState({ q: 7 })).toBe("");
    expect(searchFromState(null)).toBe("");
  });

  it("names services in the address by neutral words, and the server gets their codes", () => {
    const filters = { ...DEFAULT_FILTERS, service: "art" as const };
    expect(filtersToParams(filters).toString()).toBe("service=delivery");
    expect(toCaseQuery(filters)).toEqual({ state: "open", service: "art" });
    expect(filtersFromParams(params("service=prevention")).service).toBe("prep");
    expect(filtersFromParams(params("service=art")).service).toBe("");
  });

  it("lists every state with state=all, and the overdue cases whatever the state", () => {
    expect(toCaseQuery({ ...DEFAULT_FILTERS, state: "all" })).toEqual({});
    expect(toCaseQuery(filtersFromParams(params("view=overdue&state=resolved&region=masaka")))).toEqual({
      overdue: "true",
      region: "masaka",
    });
  });

  it("ignores what it does not know and counts the filters in use", () => {
    expect(filtersFromParams(params("state=lost&priority=masaka&assignee=nobody&view=x"))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(activeFilterCount({ ...DEFAULT_FILTERS, q: "x", priority: "low", assignee: "unassigned" })).toBe(
      2,
    );
  });
});
