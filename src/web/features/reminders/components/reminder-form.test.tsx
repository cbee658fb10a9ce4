import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { Reminder } from "@shared/api/reminders";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { aReminder } from "@web/test/reminders-data";
import { fieldErrors, sentBody } from "@web/test/forms";
import { ReminderForm } from "./reminder-form";

vi.mock("@web/lib/toast", () => import("@web/test/toast"));

beforeAll(useEnglishStrings);

function signedIn(phoneNumber: string | null, answer?: { status: number; json: unknown }) {
  const server = fakeServer();
  const me = meAnswer("user", "Amina");
  server.on("GET", "/api/me", () => ({ json: { ...me, user: { ...me.user, phoneNumber } } }));
  server.on(
    "POST",
    "/api/reminders",
    (body) => answer ?? { status: 201, json: aReminder(body as Partial<Reminder>) },
  );
  server.on("GET", "/api/reminders", () => ({ json: { reminders: [] } }));
  return server;
}

/** Labels the reminder Morning and adds it. */
async function addMorning(user: UserEvent) {
  await user.type(await screen.findByRole("textbox", { name: "Label" }), "Morning");
  await user.click(screen.getByRole("button", { name: "Add reminder" }));
}

/** What the form posts for Morning at its first kind and time; a test adds where it rings. */
const MORNING = { kind: "medication", label: "Morning", time_of_day: "08:00" };

describe("where a reminder rings", () => {
  it("offers the text message to an account with a number, in words shown as they will arrive", async () => {
    const server = signedIn("+256772123456");
    renderWithApp(<ReminderForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "By text message" }));
    const group = screen.getByRole("group", { name: "What should the text say?" });
    expect(group).toHaveAccessibleDescription(/Only these words are sent/);
    expect(screen.getByText(/Text messages go to \+256772123456/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Hello! Have a good day\./ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /It is 08:00\./ }));
    expect(screen.getByRole("radio", { name: /Time for a cup of tea\./ })).not.toBeChecked();

    await addMorning(user);
    await waitFor(() =>
      expect(sentBody(server, "POST", "/api/reminders")).toEqual({
        ...MORNING,
        channel: "sms",
        sms_wording: "time",
      }),
    );
  });

  it("asks nothing of an account without a number: its reminders ring in the app", async () => {
    const server = signedIn(null);
    renderWithApp(<ReminderForm />);
    await screen.findByRole("radio", { name: "Daily dose" });
    await waitFor(() => expect(server.calls.some((call) => call.path === "/api/me")).toBe(true));
    expect(screen.queryByRole("radio", { name: "By text message" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await addMorning(user);
    await waitFor(() =>
      expect(sentBody(server, "POST", "/api/reminders")).toEqual({ ...MORNING, channel: "app" }),
    );
  });

  it("says so under the choice when the server finds no confirmed number", async () => {
    signedIn("+256772123456", {
      status: 400,
      json: { error: { code: "phone_required", message: "No number", field: "channel" } },
    });
    renderWithApp(<ReminderForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "By text message" }));
    await addMorning(user);
    expect(
      await screen.findByText("Add and confirm your phone number in your account first."),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Where should it ring?" })).toHaveAccessibleDescription(
      /Add and confirm your phone number/,
    );
  });
});

describe("what the form says is wrong", () => {
  it("names each field the browser's own check refuses, and sends nothing", async () => {
    const server = signedIn(null);
    renderWithApp(<ReminderForm />);
    const user = userEvent.setup();
    await screen.findByRole("radio", { name: "Daily dose" });
    await user.clear(screen.getByLabelText("Time"));
    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    expect(await screen.findByText("Please fill this in.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Label" })).toHaveFocus();
    expect(screen.getByLabelText("Time")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's field errors on their fields", async () => {
    signedIn(null, fieldErrors({ time_of_day: "invalid_time" }));
    renderWithApp(<ReminderForm />);
    const user = userEvent.setup();
    await addMorning(user);
    expect(await screen.findByText("Enter a time like 08:00.")).toBeInTheDocument();
  });

  it("says so above the button when the limit is reached or the request fails", async () => {
    signedIn(null, { status: 409, json: { error: { code: "too_many_reminders", message: "At most 10" } } });
    renderWithApp(<ReminderForm />);
    const user = userEvent.setup();
    await addMorning(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You already have the most reminders you can set.",
    );
  });
});
