import { describe, expect, it } from "vitest";
import { toLiveEventData } from "./live-events";

describe("toLiveEventData", () => {
  it("keeps ids, types and changes that are opaque tokens", () => {
    expect(toLiveEventData({ id: "0b5c-11", type: "reply", change: "new" })).toEqual({
      id: "0b5c-11",
      type: "reply",
      change: "new",
    });
  });

  it("drops every other field, so no text a publisher added can reach the browser", () => {
    expect(toLiveEventData({ id: "a1", title: "Your HIV result", message: "text", name: "Grace" })).toEqual({
      id: "a1",
    });
  });

  it("drops values that are not tokens", () => {
    expect(toLiveEventData({ id: "has spaces in it", type: "<script>", change: 3 })).toEqual({});
    expect(toLiveEventData({ id: "x".repeat(65) })).toEqual({});
  });

  it("answers an empty object for anything that is not an object", () => {
    expect(toLiveEventData(undefined)).toEqual({});
    expect(toLiveEventData(null)).toEqual({});
    expect(toLiveEventData("notification")).toEqual({});
  });
});
