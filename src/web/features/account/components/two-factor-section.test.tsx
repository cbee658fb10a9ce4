import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient, signedInServer } from "@web/test/auth-client";
import { TwoFactorSection } from "./two-factor-section";

vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const { enable, verifyTotp } = authClient.twoFactor;

beforeAll(useEnglishStrings);

const ENROLMENT = {
  totpURI: "otpauth://totp/Care:amina%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Care",
  backupCodes: ["k3j9-x2m4", "p8q1-w7e5"],
};

/** Amina asks to turn it on and confirms it is her: the app's key is on screen. */
async function startEnrolment() {
  const server = signedInServer();
  server.on("POST", "/api/account/reauth", () => ({
    json: { reauthenticatedUntil: "2026-11-29T10:05:00.000Z" },
  }));
  enable.mockReset().mockResolvedValue({ data: ENROLMENT, error: null });
  renderWithApp(<TwoFactorSection />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Turn on two-step sign-in" }));
  const reauth = await screen.findByRole("dialog", { name: "Confirm it's you" });
  await user.type(within(reauth).getByLabelText(/^Your password/), "the passphrase");
  await user.click(within(reauth).getByRole("button", { name: "Confirm" }));
  expect(await screen.findByTestId("totp-key")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
  await user.type(screen.getByLabelText("Code from the app"), "123456");
  return user;
}

describe("turning on two-step sign-in", () => {
  it("checks the first code once, held while it is checked, then shows the backup codes", async () => {
    let answer: (value: unknown) => void = () => {};
    verifyTotp.mockReset().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await startEnrolment();
    const confirm = screen.getByRole("button", { name: "Confirm and turn on" });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.click(confirm);
    expect(verifyTotp).toHaveBeenCalledExactlyOnceWith({ code: "123456" });
    answer({ data: { token: "t" }, error: null });
    const codes = await screen.findByLabelText("Backup codes");
    expect(codes).toHaveTextContent("k3j9-x2m4");
    expect(codes).toHaveTextContent("p8q1-w7e5");
  });

  it("says a wrong code, and takes another", async () => {
    verifyTotp.mockReset().mockResolvedValue({ data: null, error: { status: 400, code: "INVALID_CODE" } });
    const user = await startEnrolment();
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    const code = screen.getByLabelText(/^Code from the app/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/^That code is not right\./));
    expect(code).toHaveFocus();
    expect(screen.getByRole("button", { name: "Confirm and turn on" })).toBeEnabled();
  });
});
