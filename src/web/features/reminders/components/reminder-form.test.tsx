import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ReminderForm } from "./reminder-form";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signedIn(phoneNumber: string | null, answer?: { status: number; json: unknown }) {
  const server = fakeServer();
  const me = meAnswer("user", "Amina");
  server.on("GET", "/api/me", () => ({ json: { ...me, user: { ...me.user, phoneNumber } } }));
  server.on(
    "POST",
    "/api/reminders",
    (body) => answer ?? { status: 201, json: { id: "r1", ...(body as object) } },
  );
  server.on("GET", "/api/reminders", () => ({ json: { reminders: [] } }));
  return server;
}

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

    await user.type(screen.getByRole("textbox", { name: "Label" }), "Morning");
    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
        kind: "medication",
        label: "Morning",
        time_of_day: "08:00",
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
    await user.type(screen.getByRole("textbox", { name: "Label" }), "Morning");
    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
        kind: "medication",
        label: "Morning",
        time_of_day: "08:00",
        channel: "app",
      }),
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
    await user.type(screen.getByRole("textbox", { name: "Label" }), "Morning");
    await user.click(screen.getByRole("button", { name: "Add reminder" }));
    expect(
      await screen.findByText("Add and confirm your phone number in your account first."),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Where should it ring?" })).toHaveAccessibleDescription(
      /Add and confirm your phone number/,
    );
  });
});
