import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ProvisionForm } from "./provision-form";

beforeAll(useEnglishStrings);

/** What the check of an invitation's link answers. */
const INVITE_LINK = {
  kind: "invite",
  email: "okello@example.org",
  phoneHint: null,
  region: "kampala",
  expiresAt: "2026-11-25T10:00:00Z",
};

describe("the admin's provisioning form", () => {
  it("weighs the new password as it is typed, as sign-up does, with the server's judge", async () => {
    const server = fakeServer();
    server.on("POST", "/api/admin-provision/check", () => ({ json: INVITE_LINK }));
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

  it("is disabled and says it is creating the account until the server has it", async () => {
    const server = fakeServer();
    server.on("POST", "/api/admin-provision/check", () => ({ json: INVITE_LINK }));
    server.on("POST", "/api/password-check", () => ({ json: { problem: null, score: 4 } }));
    server.on("POST", "/api/admin-provision/accept", () => ({ json: { userId: "u9", signedIn: true } }));
    const slow = server.hold("POST", "/api/admin-provision/accept");
    renderWithApp(<ProvisionForm token="t" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), "Okello");
    await user.type(screen.getByLabelText(/^Password/), "a quiet river at dawn");
    await user.click(screen.getByRole("button", { name: "Create the account" }));
    const creating = await screen.findByRole("button", { name: "Creating..." });
    expect(creating).toBeDisabled();
    await user.click(creating);
    const accepts = () => server.calls.filter((call) => call.path === "/api/admin-provision/accept");
    expect(accepts()).toHaveLength(1);
    expect(accepts()[0]?.body).toEqual({
      token: "t",
      account: { name: "Okello", email: "okello@example.org", password: "a quiet river at dawn" },
    });
    slow.release();
    expect(await screen.findByRole("status")).toHaveTextContent("The administrator account is ready.");
  });

  it("checks the new account by sign-up's rules and asks for the region the link leaves open", async () => {
    const server = fakeServer();
    server.on("POST", "/api/admin-provision/check", () => ({
      json: { ...INVITE_LINK, kind: "first_admin", email: null, region: null },
    }));
    server.on("POST", "/api/password-check", () => ({ json: { problem: null, score: 4 } }));
    renderWithApp(<ProvisionForm token="t" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), "not an address");
    await user.click(screen.getByRole("button", { name: "Create the account" }));
    // The first field to fix takes the focus, with its message read out.
    expect(await screen.findByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("This field is required.");
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(screen.getByLabelText(/^Region/)).toHaveAccessibleDescription("Choose a region.");
    expect(server.calls.some((call) => call.path === "/api/admin-provision/accept")).toBe(false);
  });

  it("puts the server's refusal on the field it names, and a link gone on the form", async () => {
    const server = fakeServer();
    server.on("POST", "/api/admin-provision/check", () => ({ json: INVITE_LINK }));
    server.on("POST", "/api/password-check", () => ({ json: { problem: null, score: 4 } }));
    server.on("POST", "/api/admin-provision/accept", () => ({
      status: 409,
      json: { error: { code: "account_exists", message: "An account exists.", field: "account.email" } },
    }));
    renderWithApp(<ProvisionForm token="t" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), "Okello");
    await user.type(screen.getByLabelText(/^Password/), "a quiet river at dawn");
    await user.click(screen.getByRole("button", { name: "Create the account" }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
        "An account with this e-mail exists: sign in with it, then open the link again.",
      ),
    );

    server.on("POST", "/api/admin-provision/accept", () => ({
      status: 404,
      json: { error: { code: "not_found", message: "Not found." } },
    }));
    await user.click(screen.getByRole("button", { name: "Create the account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is not valid any more. Ask an administrator for a new one.",
    );
  });
});
