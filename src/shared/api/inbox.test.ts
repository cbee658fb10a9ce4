import { describe, it, expect } from "vitest";
import {
  applicationStatusChangeBodySchema,
  inboxItemParamsSchema,
  inboxListResponseSchema,
  inboxReplyBodySchema,
  priorityOverrideBodySchema,
} from "./inbox";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("inbox action bodies", () => {
  it("takes a reply of 1 to 2000 characters, in-app by default", () => {
    expect(inboxReplyBodySchema.parse({ message: "  Tutakupigia simu leo. " })).toEqual({
      message: "Tutakupigia simu leo.",
      channel: "in_app",
    });
    expect(inboxReplyBodySchema.parse({ message: "x".repeat(2000), channel: "sms" }).channel).toBe("sms");
    expect(firstMessage(inboxReplyBodySchema.safeParse({ message: " " }))).toBe("required");
    expect(firstMessage(inboxReplyBodySchema.safeParse({}))).toBe("required");
    expect(firstMessage(inboxReplyBodySchema.safeParse({ message: "x".repeat(2001) }))).toBe("too_long");
  });

  it("takes an application status of the known six", () => {
    for (const status of ["submitted", "in_review", "approved", "scheduled", "completed", "declined"]) {
      expect(applicationStatusChangeBodySchema.parse({ status })).toEqual({ status, note: null });
    }
    expect(firstMessage(applicationStatusChangeBodySchema.safeParse({ status: "lost" }))).toBe(
      "invalid_status",
    );
  });

  it("takes a priority override of the known four", () => {
    expect(priorityOverrideBodySchema.parse({ priority: "urgent" })).toEqual({ priority: "urgent" });
    expect(firstMessage(priorityOverrideBodySchema.safeParse({ priority: "critical" }))).toBe(
      "invalid_priority",
    );
    expect(firstMessage(priorityOverrideBodySchema.safeParse({}))).toBe("required");
  });

  it("validates the item path parameters", () => {
    const id = "6f1c2b7e-8d3a-4c7e-9b1a-2d3e4f5a6b7c";
    expect(inboxItemParamsSchema.parse({ type: "message", id })).toEqual({ type: "message", id });
    expect(inboxItemParamsSchema.safeParse({ type: "reply", id }).success).toBe(false);
    expect(inboxItemParamsSchema.safeParse({ type: "message", id: "1 or 1=1" }).success).toBe(false);
  });

  it("describes a partial list", () => {
    expect(inboxListResponseSchema.parse({ items: [], failed: ["message"] })).toEqual({
      items: [],
      failed: ["message"],
    });
  });
});
