import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/http";
import { teamErrorKey } from "./team-errors";

describe("what a failed team change tells the navigator", () => {
  it("names each refusal the server gives, and says something plain for the rest", () => {
    expect(teamErrorKey(new ApiError(404, "not_found", "gone"))).toBe("errors.gone");
    expect(teamErrorKey(new ApiError(400, "cannot_remove_self", "self"))).toBe("errors.self");
    expect(teamErrorKey(new ApiError(403, "two_factor_required", "2fa"))).toBe("errors.twoStep");
    expect(teamErrorKey(new ApiError(403, "lead_admin_required", "lead"))).toBe("errors.notLead");
    expect(teamErrorKey(new ApiError(409, "cannot_change_own_lead", "own"))).toBe("errors.ownLead");
    expect(teamErrorKey(new ApiError(403, "outside_your_region", "region", "region"))).toBe(
      "errors.outsideRegion",
    );
    expect(teamErrorKey(new ApiError(500, "http_error", "boom"))).toBe("errors.generic");
    expect(teamErrorKey(new TypeError("offline"))).toBe("errors.generic");
  });
});
