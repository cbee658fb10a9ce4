import { describe, it, expect } from "vitest";
import {
  applicationStatusChangeBodySchema,
  inboxItemParamsSchema,
  priorityOverrideBodySchema,
} from "./inbox";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("inbox action bodies", () => {
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
});
