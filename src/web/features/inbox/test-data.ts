/** Inbox items and details as the server sends them, for this feature's tests. */
import type { ApplicationInboxItem, InboxItemDetail, MessageInboxItem } from "@shared/api/inbox";

export function applicationItem(overrides: Partial<ApplicationInboxItem> = {}): ApplicationInboxItem {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    type: "application",
    title: "Service Application: prep",
    summary: "PrEP request from Masaka",
    priority: "high",
    status: "new",
    user_name: "Amina Nakato",
    user_email: "amina@example.com",
    created_at: "2026-03-12T09:00:00.000Z",
    data: {
      application_id: "22222222-2222-4222-8222-222222222222",
      service_type: "prep",
      medical_history: null,
      phone: "+256772123456",
      ai_insights: ["Asks for a discreet pickup"],
    },
    ...overrides,
  };
}

export function messageItem(overrides: Partial<MessageInboxItem> = {}): MessageInboxItem {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    type: "message",
    title: "Contact Message: Opening hours",
    summary: "Message requires review",
    priority: "low",
    status: "new",
    user_name: "Unknown",
    user_email: "Unknown",
    created_at: "2026-03-12T08:00:00.000Z",
    data: {
      message_id: "44444444-4444-4444-8444-444444444444",
      subject: "Opening hours",
      message: null,
      phone: "+256701222333",
      ai_insights: [],
    },
    ...overrides,
  };
}

export function applicationDetail(overrides: Partial<InboxItemDetail> = {}): InboxItemDetail {
  const item = applicationItem();
  return {
    item: { ...item, data: { ...item.data, medical_history: "Two pills left" } },
    region: "masaka",
    reply_channels: ["in_app", "email", "sms"],
    priority_override: null,
    replies: [],
    application: {
      status: "submitted",
      delivery_preference: "pickup_point",
      discreet_notes: "Plain envelope",
      consent_data: true,
      consent_delivery: true,
      requirements: { hiv_negative_status: true, risk_assessment: false },
      history: [
        { status: "submitted", note: null, changed_by_name: "Amina Nakato", created_at: item.created_at },
      ],
    },
    message: null,
    ...overrides,
  };
}
