import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient, signedOutServer } from "@web/test/auth-client";
import { PhoneCodeForm } from "./phone-code-form";
import { TwoFactorChallenge } from "./two-factor-challenge";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const {
  phoneNumber: { sendOtp, verify },
  updateUser,
  twoFactor: { verifyTotp, verifyBackupCode },
} = authClient;

const WRONG_CODE = { data: null, error: { status: 400, code: "INVALID_OTP" } };

beforeAll(useEnglishStrings);

function server() {
  const fake = signedOutServer();
  fake.on("PUT", "/api/me/care-sharing", (body) => ({ json: body }));
  return fake;
}

const meCalls = (fake: ReturnType<typeof server>) => fake.calls.filter((call) => call.path === "/api/me");

describe("the phone's first step", () => {
  it("says what the sign-up lacks at once, focuses the name, and sends nothing", async () => {
    server();
    renderWithApp(<PhoneCodeForm mode="sign-up" onTwoFactor={() => {}} />, { route: "/portal" });
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, "0772 12");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/This field is required\./);
    expect(phone).toHaveAccessibleDescription(/Enter a Ugandan mobile number/);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(sendOtp).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on the form", async () => {
    server();
    sendOtp.mockResolvedValueOnce({ data: null, error: { status: 429, code: "TOO_MANY" } });
    renderWithApp(<PhoneCodeForm mode="sign-in" onTwoFactor={() => {}} />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone number/), "0772 123456");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Too many attempts/);
    expect(sendOtp).toHaveBeenCalledWith({ phoneNumber: "+256772123456" });
    expect(screen.getByRole("button", { name: "Send me a code" })).toBeEnabled();
  });
});

describe("the code by SMS", () => {
  it("names a new account and keeps its consent, then reloads who is signed in", async () => {
    const fake = server();
    verify.mockResolvedValueOnce({ data: { user: { name: "Member" } }, error: null });
    renderWithApp(<PhoneCodeForm mode="sign-up" onTwoFactor={() => {}} />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), " Amina ");
    await user.type(screen.getByLabelText(/^Phone number/), "+256 772 123456");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText(/We sent a 6-digit code to \+256772123456/)).toBeInTheDocument();
    const before = meCalls(fake).length;
    await user.type(screen.getByLabelText(/^Code/), "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(meCalls(fake).length).toBeGreaterThan(before));
    expect(verify).toHaveBeenCalledWith({ phoneNumber: "+256772123456", code: "123456" });
    expect(updateUser).toHaveBeenCalledWith({ name: "Amina" });
    expect(fake.calls.find((call) => call.path === "/api/me/care-sharing")?.body).toEqual({
      shareCareWithTeam: true,
    });
  });

  it("shows a wrong code on the form; a new code clears it, and the number can be changed", async () => {
    server();
    verify.mockResolvedValueOnce(WRONG_CODE);
    renderWithApp(<PhoneCodeForm mode="sign-in" onTwoFactor={() => {}} />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone number/), "0772123456");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    const code = await screen.findByLabelText(/^Code/);
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    await user.type(code, "654321");
    await user.click(next);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That code is not right. Check it and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(code).toHaveValue(""));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sendOtp).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole("button", { name: "Use another number" }));
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue("0772123456");
  });

  it("continues with the second step when the account has one", async () => {
    server();
    verify.mockResolvedValueOnce({ data: { twoFactorRedirect: true }, error: null });
    const onTwoFactor = vi.fn();
    renderWithApp(<PhoneCodeForm mode="sign-in" onTwoFactor={onTwoFactor} />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone number/), "0772123456");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    await user.type(await screen.findByLabelText(/^Code/), "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onTwoFactor).toHaveBeenCalledTimes(1));
    expect(updateUser).not.toHaveBeenCalled();
  });
});

describe("the second step of sign-in", () => {
  it("shows a wrong code on the form; the backup code starts afresh and is sent trimmed", async () => {
    server();
    verifyTotp.mockResolvedValueOnce(WRONG_CODE);
    renderWithApp(<TwoFactorChallenge onCancel={() => {}} />, { route: "/portal" });
    const user = userEvent.setup();
    const verifyButton = screen.getByRole("button", { name: "Verify" });
    await user.type(screen.getByLabelText(/^Code/), "12345");
    expect(verifyButton).toBeDisabled();
    await user.type(screen.getByLabelText(/^Code/), "6");
    await user.click(verifyButton);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That code is not right. Check it and try again.",
    );
    expect(verifyTotp).toHaveBeenCalledWith({ code: "123456" });
    await user.click(screen.getByRole("button", { name: "Use a backup code" }));
    expect(screen.queryByRole("alert")).toBeNull();
    const backup = screen.getByLabelText(/^Backup code/);
    expect(backup).toHaveValue("");
    await user.type(backup, " abcde-12345 ");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(verifyBackupCode).toHaveBeenCalledWith({ code: "abcde-12345" }));
  });

  it("starts again when the challenge has expired", async () => {
    server();
    verifyTotp.mockResolvedValueOnce({
      data: null,
      error: { status: 401, code: "INVALID_TWO_FACTOR_COOKIE" },
    });
    const onCancel = vi.fn();
    renderWithApp(<TwoFactorChallenge onCancel={onCancel} />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Code/), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});
