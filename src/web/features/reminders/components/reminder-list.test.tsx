import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { Reminder } from "@shared/api/reminders";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ReminderList } from "./reminder-list";

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reminder = (overrides: Partial<Reminder>): Reminder => ({
  id: "r1",
  kind: "medication",
  label: "Morning",
  time_of_day: "08:00",
  timezone: "Africa/Kampala",
  active: true,
  next_due_at: "2026-05-02T05:00:00.000Z",
  pending_dose_at: null,
  snoozed_until: null,
  channel: "app",
  sms_wording: null,
  ...overrides,
});

describe("the list of reminders", () => {
  it("says which ring by text message", async () => {
    fakeServer();
    renderWithApp(
      <ReminderList
        reminders={[
          reminder({}),
          reminder({ id: "r2", label: "Evening", channel: "sms", sms_wording: "tea" }),
        ]}
      />,
    );
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).not.toHaveTextContent("By text message");
    expect(items[1]).toHaveTextContent("Daily dose · By text message · next");
  });
});
