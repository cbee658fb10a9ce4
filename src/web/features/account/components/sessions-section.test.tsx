import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { signedInServer } from "@web/test/auth-client";
import { clearToasts, notify } from "@web/test/toast";
import { SessionsSection } from "./sessions-section";

vi.mock("@web/lib/toast", () => import("@web/test/toast"));

beforeAll(useEnglishStrings);
beforeEach(clearToasts);

const SEEN = "2026-11-29T08:00:00.000Z";
const THIS_PHONE = {
  id: "s1",
  current: true,
  device: { browser: "Chrome", os: "Android", mobile: true },
  createdAt: SEEN,
  lastActiveAt: SEEN,
};
const LAPTOP = {
  id: "s2",
  current: false,
  device: { browser: "Firefox", os: "Windows", mobile: false },
  createdAt: SEEN,
  lastActiveAt: SEEN,
};

describe("where the account is signed in", () => {
  it("ends another device's session once, with every sign-out held while it is sent", async () => {
    const server = signedInServer();
    let sessions = [THIS_PHONE, LAPTOP];
    server.on("GET", "/api/account/sessions", () => ({ json: sessions }));
    server.on("DELETE", "/api/account/sessions/s2", () => {
      sessions = [THIS_PHONE];
      return { json: { ok: true } };
    });
    const slow = server.hold("DELETE", "/api/account/sessions/s2");
    renderWithApp(<SessionsSection />);
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const end = await within(list).findByRole("button", { name: /^Sign out\W+Firefox on Windows$/ });
    await user.click(end);

    // While the server ends it, no other sign-out can start beside it.
    for (const name of ["Sign out on this device", "Sign out on all other devices", "Sign out everywhere"])
      await waitFor(() => expect(screen.getByRole("button", { name })).toBeDisabled());
    const ends = () => server.calls.filter((call) => call.method === "DELETE");
    expect(ends()).toHaveLength(1);

    slow.release();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("That device has been signed out."));
    // The list is asked again: the laptop is gone, and nothing is left to end elsewhere.
    await waitFor(() => expect(within(list).queryByText("Firefox on Windows")).toBeNull());
    expect(screen.getByRole("button", { name: "Sign out on all other devices" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sign out on this device" })).toBeEnabled();
    expect(ends()).toHaveLength(1);
  });

  it("says so when a session could not be ended, and lets it be tried again", async () => {
    const server = signedInServer();
    server.on("GET", "/api/account/sessions", () => ({ json: [THIS_PHONE, LAPTOP] }));
    server.on("DELETE", "/api/account/sessions/s2", () => ({
      status: 500,
      json: { error: { code: "internal", message: "Something went wrong on our side." } },
    }));
    renderWithApp(<SessionsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Sign out\W+Firefox on Windows$/ }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("button", { name: /^Sign out\W+Firefox on Windows$/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Sign out on all other devices" })).toBeEnabled();
  });
});
