import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { accountSecurity, authClient, signedOutServer } from "@web/test/auth-client";
import { ContactSection } from "./contact-section";
import { dialogClosed } from "@web/test/dialogs";

vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const { changeEmail, phoneNumber } = authClient;

beforeAll(useEnglishStrings);

/** Amina, signed in, with her password confirmed a moment ago (the dialog asks once more). */
function server() {
  const fake = signedOutServer();
  fake.on("GET", "/api/me", () => ({ json: meAnswer("user", "Amina") }));
  fake.on("GET", "/api/account/security", () => ({ json: accountSecurity() }));
  fake.on("POST", "/api/account/reauth", () => ({
    json: { reauthenticatedUntil: "2099-01-01T00:00:00.000Z" },
  }));
  return fake;
}

async function begin(change: "Change e-mail" | "Add a phone number") {
  const user = userEvent.setup();
  renderWithApp(<ContactSection />);
  await user.click(await screen.findByRole("button", { name: change }));
  const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
  await user.type(within(dialog).getByLabelText(/^Your password/), "the passphrase");
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await dialogClosed();
  return user;
}

describe("changing the sign-in details", () => {
  it("asks for a valid e-mail on its box, then sends the link and says where", async () => {
    server();
    const user = await begin("Change e-mail");
    const email = screen.getByLabelText(/^New e-mail address/);
    await user.type(email, "not an address");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(changeEmail).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, " new@example.com ");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We sent a confirmation link to new@example.com.",
    );
    expect(changeEmail).toHaveBeenCalledExactlyOnceWith({
      newEmail: "new@example.com",
      callbackURL: "/portal/settings",
    });
    expect(screen.queryByLabelText(/^New e-mail address/)).not.toBeInTheDocument();
  });

  it("sends a code to the new number in its full form, and says a wrong code on the code's box", async () => {
    server();
    phoneNumber.verify
      .mockResolvedValueOnce({ data: null, error: { status: 400, code: "INVALID_OTP" } })
      .mockResolvedValueOnce({ data: { status: true }, error: null });
    const user = await begin("Add a phone number");
    await user.type(screen.getByLabelText(/^New phone number/), "0772 123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const code = await screen.findByLabelText(/^Code/);
    expect(phoneNumber.sendOtp).toHaveBeenCalledExactlyOnceWith({ phoneNumber: "+256772123456" });
    expect(screen.getByText("We sent a 6-digit code to +256772123456.")).toBeInTheDocument();

    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Your phone number has been changed.")).toBeInTheDocument();
    expect(phoneNumber.verify).toHaveBeenLastCalledWith({
      phoneNumber: "+256772123456",
      code: "123456",
      updatePhoneNumber: true,
    });
  });
});
