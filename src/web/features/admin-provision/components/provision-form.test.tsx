import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ProvisionForm } from "./provision-form";

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin's provisioning form", () => {
  it("weighs the new password as it is typed, as sign-up does, with the server's judge", async () => {
    const server = fakeServer();
    server.on("POST", "/api/admin-provision/check", () => ({
      json: {
        kind: "invite",
        email: "okello@example.org",
        phoneHint: null,
        region: "kampala",
        expiresAt: "2026-11-25T10:00:00Z",
      },
    }));
    server.on("POST", "/api/password-check", () => ({ json: { problem: "too_common", score: 0 } }));
    renderWithApp(<ProvisionForm token="t" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), "kampala-clinic-2026");
    // Before any submit: the hint under the field, from the server's verdict.
    expect(
      await screen.findByText("This password is too easy to guess. A longer phrase of your own works best."),
    ).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === "/api/admin-provision/accept")).toBe(false);
  });
});
