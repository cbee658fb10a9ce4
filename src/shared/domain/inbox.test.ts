import { describe, it, expect } from "vitest";
import { inboxItemSchema, type InboxItem } from "../api/inbox";
import {
  applicationInboxItem,
  composeInbox,
  insightList,
  mergeInboxResults,
  messageInboxItem,
  priorityRank,
  type ApplicationNotificationRow,
  type MessageNotificationRow,
} from "./inbox";

function applicationRow(overrides: Partial<ApplicationNotificationRow> = {}): ApplicationNotificationRow {
  return {
    id: "a1",
    application_id: "app-1",
    status: "new",
    priority: "medium",
    ai_summary: "Client in Masaka asks for ART delivery.",
    ai_insights: ["Routine ART application"],
    created_at: "2025-03-10T09:00:00.000Z",
    service_applications: {
      service_type: "art",
      full_name: "Amina N.",
      email: "amina@example.org",
      medical_history: "On ART since 2019",
      phone: "+256772123456",
    },
    ...overrides,
  };
}

function messageRow(overrides: Partial<MessageNotificationRow> = {}): MessageNotificationRow {
  return {
    id: "m1",
    message_id: "msg-1",
    status: "new",
    priority: "low",
    ai_summary: null,
    created_at: new Date("2025-03-10T10:00:00.000Z"),
    contact_messages: {
      name: "Joseph",
      email: "joseph@example.org",
      message: "Hello",
      subject: "Partnership",
    },
    ...overrides,
  };
}

describe("inbox item composition", () => {
  it("composes an application item", () => {
    const item = applicationInboxItem(applicationRow());
    expect(item).toEqual({
      id: "a1",
      type: "application",
      title: "Service Application: art",
      summary: "Client in Masaka asks for ART delivery.",
      priority: "medium",
      status: "new",
      user_name: "Amina N.",
      user_email: "amina@example.org",
      created_at: "2025-03-10T09:00:00.000Z",
      data: {
        application_id: "app-1",
        service_type: "art",
        medical_history: "On ART since 2019",
        phone: "+256772123456",
        ai_insights: ["Routine ART application"],
      },
    });
    expect(inboxItemSchema.parse(item)).toEqual(item);
  });

  it("applies the spec's defaults to an application with missing fields", () => {
    const item = applicationInboxItem(
      applicationRow({
        ai_summary: "  ",
        service_applications: { service_type: null, full_name: null, email: "", medical_history: null },
      }),
    );
    expect(item.title).toBe("Service Application: Unknown Service");
    expect(item.summary).toBe("Application requires review");
    expect(item.user_name).toBe("Unknown");
    expect(item.user_email).toBe("Unknown");
    expect(item.data.phone).toBeNull();
  });

  it("composes a message item and applies its defaults", () => {
    const item = messageInboxItem(messageRow());
    expect(item.title).toBe("Contact Message: Partnership");
    expect(item.summary).toBe("Message requires review");
    expect(item.created_at).toBe("2025-03-10T10:00:00.000Z");
    expect(inboxItemSchema.parse(item)).toEqual(item);

    const bare = messageInboxItem(
      messageRow({ contact_messages: { name: null, email: null, message: "Help", subject: null } }),
    );
    expect(bare.title).toBe("Contact Message: Contact Form");
    expect(bare.user_name).toBe("Unknown");
    expect(bare.user_email).toBe("Unknown");
  });

  it("keeps an unknown priority as null, and treats pending as awaiting review", () => {
    const item = messageInboxItem(messageRow({ priority: "critical", status: "pending" }));
    expect(item.priority).toBeNull();
    expect(item.status).toBe("new");
    expect(messageInboxItem(messageRow({ status: "reviewed" })).status).toBe("reviewed");
  });

  it("reads insights stored as an array, JSON text or plain lines", () => {
    expect(insightList(["a", 3, "b"])).toEqual(["a", "b"]);
    expect(insightList('["PEP within 72 hours"]')).toEqual(["PEP within 72 hours"]);
    expect(insightList("Missed doses\nCall today")).toEqual(["Missed doses", "Call today"]);
    expect(insightList(null)).toEqual([]);
  });
});

describe("inbox order", () => {
  it("ranks urgent 4, high 3, medium 2, low 1, unknown 0", () => {
    expect(["urgent", "high", "medium", "low", "weird", null].map(priorityRank)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it("puts higher priority first, then the newest", () => {
    const items = composeInbox(
      [
        applicationRow({ id: "old-medium", priority: "medium", created_at: "2025-03-01T00:00:00Z" }),
        applicationRow({ id: "new-medium", priority: "medium", created_at: "2025-03-05T00:00:00Z" }),
        applicationRow({ id: "old-urgent", priority: "urgent", created_at: "2025-02-01T00:00:00Z" }),
      ],
      [
        messageRow({ id: "unknown", priority: null, created_at: "2025-03-09T00:00:00Z" }),
        messageRow({ id: "low", priority: "low", created_at: "2025-03-08T00:00:00Z" }),
        messageRow({ id: "high", priority: "high", created_at: "2025-01-01T00:00:00Z" }),
        messageRow({ id: "new-urgent", priority: "urgent", created_at: "2025-03-06T00:00:00Z" }),
      ],
    );
    expect(items.map((item) => item.id)).toEqual([
      "new-urgent",
      "old-urgent",
      "high",
      "new-medium",
      "old-medium",
      "low",
      "unknown",
    ]);
  });
});

describe("mergeInboxResults", () => {
  const application = applicationInboxItem(applicationRow({ priority: "low" }));
  const message = messageInboxItem(messageRow({ priority: "urgent" }));

  it("merges and orders both sources", () => {
    const merged = mergeInboxResults({ ok: true, items: [application] }, { ok: true, items: [message] });
    expect(merged.items.map((item: InboxItem) => item.id)).toEqual(["m1", "a1"]);
    expect(merged.failed).toEqual([]);
  });

  it("still shows the applications when the messages fail, and the reverse", () => {
    expect(mergeInboxResults({ ok: true, items: [application] }, { ok: false })).toEqual({
      items: [application],
      failed: ["message"],
    });
    expect(mergeInboxResults({ ok: false }, { ok: true, items: [message] })).toEqual({
      items: [message],
      failed: ["application"],
    });
  });

  it("is empty when both fail", () => {
    expect(mergeInboxResults({ ok: false }, { ok: false })).toEqual({
      items: [],
      failed: ["application", "message"],
    });
  });
});
