import { describe, expect, it } from "vitest";
import { isChatHiddenOn } from "./hidden-paths";

describe("isChatHiddenOn", () => {
  it("hides the chat button on the peer navigator, partner and donor portals", () => {
    for (const path of ["/peer-navigator", "/partner-portal", "/donor-portal", "/donor-portal/reports"])
      expect(isChatHiddenOn(path), path).toBe(true);
    for (const path of ["/", "/portal", "/premium-portal", "/donor-portals"])
      expect(isChatHiddenOn(path), path).toBe(false);
  });
});
