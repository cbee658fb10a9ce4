import { beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient, signedInServer } from "@web/test/auth-client";
import { PasswordSection } from "./password-section";

vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const { changePassword } = authClient;

beforeAll(useEnglishStrings);

function server({ hasPassword = true } = {}) {
  const fake = signedInServer({ phoneNumber: "+256772123456", phoneNumberVerified: true, hasPassword });
  fake.on("GET", "/api/account/sessions", () => ({ json: [] }));
  changePassword.mockReset().mockResolvedValue({ data: { token: "new" }, error: null });
  return fake;
}

async function change(next: string) {
  renderWithApp(<PasswordSection />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current password/), "the old passphrase");
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("changing the password in settings", () => {
  it("ends the other sessions and says so", async () => {
    server();
    await change("a brand new long passphrase");
    expect(
      await screen.findByText("Your password has been changed. Signed out of your other devices."),
    ).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: "the old passphrase",
      newPassword: "a brand new long passphrase",
      revokeOtherSessions: true,
    });
  });

  it("is disabled and says it is saving until the answer comes, once", async () => {
    server();
    // The change goes through the auth client (mocked here, no fetch to hold): its answer waits.
    let answer: (result: unknown) => void = () => {};
    changePassword.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await change("a brand new long passphrase");
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toBeDisabled();
    await userEvent.setup().click(saving);
    expect(changePassword).toHaveBeenCalledTimes(1);
    answer({ data: { token: "new" }, error: null });
    expect(await screen.findByRole("button", { name: "Change password" })).toBeEnabled();
    expect(
      screen.getByText("Your password has been changed. Signed out of your other devices."),
    ).toBeInTheDocument();
  });

  it("refuses the account's own number before asking the server, and shows the server's refusals", async () => {
    server();
    await change("call me on 0772123456");
    expect(
      await screen.findByText("Do not use your name, e-mail or phone number in the password."),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    cleanup();

    server();
    changePassword.mockResolvedValue({ data: null, error: { status: 400, code: "PASSWORD_TOO_COMMON" } });
    await change("liverpool1234");
    expect(
      await screen.findByText("This password is too easy to guess. A longer phrase of your own works best."),
    ).toBeInTheDocument();
  });

  it("asks for the current password first, and puts a wrong one on its field, focused", async () => {
    server();
    renderWithApp(<PasswordSection />);
    const user = userEvent.setup();
    const current = await screen.findByLabelText(/^Current password/);
    await user.type(screen.getByLabelText(/^New password/), "a brand new long passphrase");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription("Enter your current password.");
    expect(changePassword).not.toHaveBeenCalled();

    changePassword.mockResolvedValue({ data: null, error: { status: 400, code: "INVALID_PASSWORD" } });
    await user.type(current, "not the old one");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(current).toHaveAccessibleDescription("That password is not right."));
    expect(current).toHaveFocus();
  });

  it("is not offered to a phone-only account, which has no password", async () => {
    const fake = server({ hasPassword: false });
    renderWithApp(<PasswordSection />);
    await waitFor(() => expect(fake.calls.some((call) => call.path === "/api/account/security")).toBe(true));
    expect(screen.queryByRole("heading", { name: "Password" })).toBeNull();
  });
});
