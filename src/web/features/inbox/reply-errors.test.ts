import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/http";
import { checkReply, replyErrorOf } from "./reply-errors";

describe("reply errors", () => {
  it("lets a reply of 1 to 2000 characters through", () => {
    expect(checkReply({ message: "See you tomorrow", channel: "in_app" })).toBeNull();
    expect(checkReply({ message: "x".repeat(2000), channel: "in_app" })).toBeNull();
  });

  it("refuses a blank reply and one over 2000 characters", () => {
    expect(checkReply({ message: "   ", channel: "in_app" })).toEqual({ key: "required" });
    expect(checkReply({ message: "x".repeat(2001), channel: "sms" })).toEqual({ key: "too_long", max: 2000 });
  });

  it("reads the server's refusals", () => {
    expect(replyErrorOf(new ApiError(502, "reply_not_delivered", "x"))).toEqual({ key: "not_delivered" });
    expect(replyErrorOf(new ApiError(400, "channel_unavailable", "x", "channel"))).toEqual({
      key: "channel_unavailable",
    });
    expect(replyErrorOf(new ApiError(404, "not_found", "x"))).toEqual({ key: "gone" });
    expect(replyErrorOf(new ApiError(400, "validation", "x", "message", { message: "too_long" }))).toEqual({
      key: "too_long",
      max: 2000,
    });
    expect(replyErrorOf(new TypeError("Failed to fetch"))).toEqual({ key: "failed" });
  });
});
