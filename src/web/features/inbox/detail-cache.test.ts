import { describe, expect, it } from "vitest";
import { withListItem, withPriorityOverride, withReply, withStatusChange } from "./detail-cache";
import { applicationDetail, applicationItem } from "./test-data";

const at = "2026-03-12T10:00:00.000Z";

describe("detail cache", () => {
  it("takes the new status and priority but keeps the decrypted text the list item lacks", () => {
    const detail = applicationDetail();
    const next = withListItem(detail, applicationItem({ status: "reviewed", priority: "urgent" }));
    expect(next.item).toMatchObject({ status: "reviewed", priority: "urgent" });
    expect(next.item.type === "application" && next.item.data.medical_history).toBe("Two pills left");
  });

  it("appends a reply to the thread", () => {
    const reply = {
      id: "r1",
      message: "See you",
      channel: "in_app" as const,
      admin_name: "Admin",
      created_at: at,
    };
    expect(withReply(applicationDetail(), reply).replies).toEqual([reply]);
  });

  it("records who overrode the priority and when", () => {
    const next = withPriorityOverride(applicationDetail(), applicationItem({ priority: "low" }), {
      adminName: "Sarah",
      at,
    });
    expect(next.priority_override).toEqual({ admin_name: "Sarah", at });
    expect(next.item.priority).toBe("low");
  });

  it("adds the status change to the application's history", () => {
    const next = withStatusChange(applicationDetail(), applicationItem(), {
      status: "scheduled",
      note: "Tomorrow at 10",
      adminName: "Sarah",
      at,
    });
    expect(next.application?.status).toBe("scheduled");
    expect(next.application?.history.at(-1)).toEqual({
      status: "scheduled",
      note: "Tomorrow at 10",
      changed_by_name: "Sarah",
      created_at: at,
    });
    expect(next.application?.history).toHaveLength(2);
  });
});
