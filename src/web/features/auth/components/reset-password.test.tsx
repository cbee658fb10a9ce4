import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient, signedOutServer } from "@web/test/auth-client";
import { RequestReset, ResetWithToken } from "./reset-password";

vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const {
  requestPasswordReset,
  resetPassword,
  phoneNumber: { requestPasswordReset: phoneRequestPasswordReset, resetPassword: phoneResetPassword },
} = authClient;

beforeAll(useEnglishStrings);

function server() {
  const fake = signedOutServer();
  fake.on("POST", "/api/password-check", () => ({ json: { problem: null, score: 3 } }));
  return fake;
}

function drawRequest() {
  server();
  renderWithApp(<RequestReset />, { route: "/reset-password" });
  return userEvent.setup();
}

describe("asking for a reset", () => {
  it("shows a bad e-mail on its field, focuses it, and sends nothing", async () => {
    const user = drawRequest();
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, "amina@example");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it("sends a link to the address as written, trimmed, and says where it went", async () => {
    const user = drawRequest();
    await user.type(screen.getByLabelText(/^E-mail/), " amina@example.com ");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If amina@example.com belongs to an account, a link is on its way.",
    );
    expect(requestPasswordReset).toHaveBeenCalledWith({
      email: "amina@example.com",
      redirectTo: "/reset-password",
    });
  });

  it("puts the server's refusal on the form", async () => {
    const user = drawRequest();
    requestPasswordReset.mockResolvedValueOnce({ data: null, error: { status: 429, code: "TOO_MANY" } });
    await user.type(screen.getByLabelText(/^E-mail/), "amina@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Too many attempts/);
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Send me a link" })).toBeEnabled();
  });

  it("by phone: a number that is not Ugandan is shown on its field, the other method's error goes", async () => {
    const user = drawRequest();
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Phone" }));
    expect(screen.queryByText("Enter a valid e-mail address.")).toBeNull();
    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/Enter a Ugandan mobile number/);
    expect(phoneRequestPasswordReset).not.toHaveBeenCalled();
  });

  it("by phone: the code and a new password, sent with the number as +256", async () => {
    const user = drawRequest();
    await user.click(screen.getByRole("button", { name: "Phone" }));
    await user.type(screen.getByLabelText(/^Phone number/), "0772 123456");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText(/We sent a 6-digit code to \+256772123456/)).toBeInTheDocument();
    expect(phoneRequestPasswordReset).toHaveBeenCalledWith({ phoneNumber: "+256772123456" });
    const save = screen.getByRole("button", { name: "Save the new password" });
    await user.type(screen.getByLabelText(/^Code/), "12a34 56");
    await user.type(screen.getByLabelText(/^New password/), "short");
    expect(save).toBeEnabled();
    await user.click(save);
    const password = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(phoneResetPassword).not.toHaveBeenCalled();
    await user.type(password, " of my own making");
    await user.click(save);
    expect(
      await screen.findByText("Your password has been changed. You can sign in now."),
    ).toBeInTheDocument();
    expect(phoneResetPassword).toHaveBeenCalledWith({
      phoneNumber: "+256772123456",
      otp: "123456",
      newPassword: "short of my own making",
    });
  });
});

describe("a new password by the e-mailed link", () => {
  it("shows the server's refusal of the password on its field, then any other on the form", async () => {
    server();
    renderWithApp(<ResetWithToken token="t0k3n" />, { route: "/reset-password?token=t0k3n" });
    const user = userEvent.setup();
    resetPassword
      .mockResolvedValueOnce({ data: null, error: { status: 400, code: "PASSWORD_TOO_COMMON" } })
      .mockResolvedValueOnce({ data: null, error: { status: 400, code: "INVALID_TOKEN" } });
    const password = screen.getByLabelText(/^New password/);
    await user.type(password, "password123");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/This password is too easy to guess/);
    expect(resetPassword).toHaveBeenCalledWith({ newPassword: "password123", token: "t0k3n" });
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link no longer works. Ask for a new one.",
    );
    expect(password).not.toHaveAttribute("aria-invalid");
  });
});
