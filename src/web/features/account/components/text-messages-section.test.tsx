import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { healthWordsIn } from "@shared/domain/health-words";
import { SITE_LOCALES } from "@shared/domain/locale";
import type { TextMessagesSettings, TextMessagesUpdate } from "@shared/api/text-messages";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { notify } from "@web/lib/toast";
import { TextMessagesSection } from "./text-messages-section";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeAll(useEnglishStrings);
afterEach(() => {
  vi.clearAllMocks();
});

const PHONE = "+256772123456";

const STOPPED_BY_SMS: TextMessagesSettings = {
  phone: PHONE,
  messages: false,
  check_in: null,
  history: [
    { channel: "sms", given: false, via: "sms", at: "2026-11-28T09:00:00.000Z" },
    { channel: "check_in", given: true, via: "ussd", at: "2026-11-20T09:00:00.000Z" },
    { channel: "sms", given: true, via: "sms", at: "2026-11-19T09:00:00.000Z" },
  ],
};

/** A server that stores the choice as the real one does (check-in turns messages on, off ends it). */
function signedIn(start: TextMessagesSettings, answer: { status?: number } = {}) {
  const server = fakeServer();
  let stored = start;
  server.on("GET", "/api/me", () => ({ json: meAnswer("user", "Amina") }));
  server.on("GET", "/api/account/text-messages", () => ({ json: stored }));
  server.on("PUT", "/api/account/text-messages", (body) => {
    if (answer.status) return { status: answer.status, json: { error: { code: "internal" } } };
    const change = body as TextMessagesUpdate;
    const checkIn = change.check_in === undefined ? stored.check_in : change.check_in;
    const messages = change.check_in ? true : (change.messages ?? stored.messages);
    stored = { ...stored, messages, check_in: messages ? checkIn : null };
    return { json: stored };
  });
  return server;
}

const puts = (server: ReturnType<typeof fakeServer>) =>
  server.calls
    .filter((call) => call.method === "PUT" && call.path === "/api/account/text-messages")
    .map((call) => call.body);

const messagesSwitch = () => screen.findByRole("switch", { name: "Messages from us by SMS" });

describe("the text messages settings", () => {
  it("shows messages off for a number that texted STOP, and the choices newest first, by channel", async () => {
    signedIn(STOPPED_BY_SMS);
    renderWithApp(<TextMessagesSection />);
    const control = await messagesSwitch();
    expect(control).not.toBeChecked();
    expect(screen.getByText(/Your number \+256772123456 is the same by SMS, on USSD and here/)).toBeVisible();
    const choices = within(screen.getByRole("list", { name: "Your choices" })).getAllByRole("listitem");
    expect(choices.map((item) => item.textContent)).toEqual([
      "28 Nov 2026 · Messages by SMS: off · by SMS",
      "20 Nov 2026 · Weekly check-in: on · by USSD",
      "19 Nov 2026 · Messages by SMS: on · by SMS",
    ]);
  });

  it("turns messages back on when the switch is turned", async () => {
    const server = signedIn(STOPPED_BY_SMS);
    renderWithApp(<TextMessagesSection />);
    const control = await messagesSwitch();
    await userEvent.setup().click(control);
    await waitFor(() => expect(control).toBeChecked());
    expect(puts(server)).toEqual([{ messages: true }]);
    expect(notify.success).toHaveBeenCalledWith("Done: messages from us are on.");
  });

  it("sets a weekly check-in by day and time in a labelled group, saved with its button", async () => {
    const server = signedIn({ ...STOPPED_BY_SMS, messages: true });
    renderWithApp(<TextMessagesSection />);
    const group = await screen.findByRole("group", { name: "Weekly check-in" });
    const user = userEvent.setup();
    const save = within(group).getByRole("button", { name: "Save check-in" });
    expect(save).toBeDisabled();
    const time = within(group).getByRole("combobox", { name: "Time" });
    expect(time).toBeDisabled();
    await user.selectOptions(within(group).getByRole("combobox", { name: "Day" }), "Wednesday");
    await user.selectOptions(time, "17:00");
    await user.click(save);
    await waitFor(() => expect(puts(server)).toEqual([{ check_in: { day: 3, time: "17:00" } }]));
    expect(notify.success).toHaveBeenCalledWith(
      "Done: every Wednesday at 17:00 we will text to ask how you are.",
    );
    // The form shows what is stored now: nothing left to save.
    const saved = () => screen.getByRole("button", { name: "Save check-in" });
    await waitFor(() => expect(saved()).toBeDisabled());
    expect(screen.getByRole("combobox", { name: "Day" })).toHaveValue("3");

    await user.selectOptions(screen.getByRole("combobox", { name: "Day" }), "Off");
    await user.click(saved());
    await waitFor(() => expect(puts(server).at(-1)).toEqual({ check_in: null }));
  });

  it("says choosing a day turns messages on while they are off", async () => {
    signedIn(STOPPED_BY_SMS);
    renderWithApp(<TextMessagesSection />);
    const group = await screen.findByRole("group", { name: "Weekly check-in" });
    expect(within(group).getByText(/Choosing a day turns messages from us on\./)).toBeVisible();
  });

  it("says so when a choice cannot be saved, and shows what is stored", async () => {
    signedIn(STOPPED_BY_SMS, { status: 500 });
    renderWithApp(<TextMessagesSection />);
    const control = await messagesSwitch();
    await userEvent.setup().click(control);
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(control).not.toBeChecked();
  });

  it("an account without a phone number reads one line and no controls", async () => {
    signedIn({ phone: null, messages: false, check_in: null, history: [] });
    renderWithApp(<TextMessagesSection />);
    expect(
      await screen.findByText("These settings appear for accounts that sign in with a phone number."),
    ).toBeVisible();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("names no health word in any language", async () => {
    for (const language of SITE_LOCALES) {
      const file = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../../locales/${language}/account.json`), "utf8"),
      ) as { textMessages: unknown };
      const texts = JSON.stringify(file.textMessages);
      expect(healthWordsIn(texts)).toEqual([]);
      // Nor the product's name ("HIVCare"), whose other half is no health word on its own.
      expect(texts).not.toMatch(/care/i);
    }
  });
});
