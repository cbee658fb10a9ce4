import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/http";
import { checkText, composerErrorOf } from "./composer-errors";

describe("composer errors", () => {
  it("lets a text of 1 to 2000 characters through", () => {
    expect(checkText("See you tomorrow")).toBeNull();
    expect(checkText("x".repeat(2000))).toBeNull();
  });

  it("refuses a blank text and one over 2000 characters", () => {
    expect(checkText("   ")).toEqual({ key: "required" });
    expect(checkText("x".repeat(2001))).toEqual({ key: "too_long", max: 2000 });
  });

  it("reads the server's refusals", () => {
    expect(composerErrorOf(new ApiError(502, "reply_not_delivered", "x"))).toEqual({ key: "not_delivered" });
    expect(composerErrorOf(new ApiError(400, "channel_unavailable", "x", "channel"))).toEqual({
      key: "channel_unavailable",
    });
    expect(composerErrorOf(new ApiError(409, "sms_stopped", "x", "channel"))).toEqual({ key: "sms_stopped" });
    expect(composerErrorOf(new ApiError(429, "sms_ceiling", "x", "channel"))).toEqual({ key: "sms_ceiling" });
    expect(composerErrorOf(new ApiError(404, "not_found", "x"))).toEqual({ key: "gone" });
    expect(composerErrorOf(new ApiError(400, "validation", "x", "text", { text: "too_long" }))).toEqual({
      key: "too_long",
      max: 2000,
    });
    expect(composerErrorOf(new TypeError("Failed to fetch"))).toEqual({ key: "failed" });
  });
});
