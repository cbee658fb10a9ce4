import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient, signedOutServer } from "@web/test/auth-client";
import { SignInForm } from "./sign-in-form";
import { SignInOrUp } from "./account-gate";

vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const {
  signIn: { email: signInEmail },
  sendVerificationEmail,
} = authClient;

beforeAll(useEnglishStrings);

function server() {
  const fake = signedOutServer();
  signInEmail.mockResolvedValue({ data: null, error: { status: 401, code: "INVALID_EMAIL_OR_PASSWORD" } });
  return fake;
}

describe("a refused sign-in", () => {
  it("says the address may still wait for its link, and sends it again on request", async () => {
    server();
    renderWithApp(<SignInForm />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), "amina@example.com");
    await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That e-mail and password do not match an account. If you have just created it, open the link we sent to your e-mail first.",
    );
    await user.click(screen.getByRole("button", { name: "Send the confirmation link again" }));
    expect(sendVerificationEmail).toHaveBeenCalledWith({
      email: "amina@example.com",
      callbackURL: "/portal?verified=1",
    });
    expect(
      await screen.findByText("If amina@example.com is waiting to be confirmed, a new link is on its way."),
    ).toBeInTheDocument();
  });
});

describe("what the sign-in form checks itself", () => {
  it("shows a bad e-mail on its field, focuses it, and asks nobody", async () => {
    server();
    renderWithApp(<SignInForm />, { route: "/portal" });
    const user = userEvent.setup();
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, "amina@example");
    await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(signInEmail).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the address as written but trimmed, the password as typed, and says so while it waits", async () => {
    server();
    let answer: (value: unknown) => void = () => {};
    signInEmail.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithApp(<SignInForm />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), "  Amina@Example.com ");
    await user.type(screen.getByLabelText(/^Password/), " a long private passphrase ");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(signInEmail).toHaveBeenCalledWith({
      email: "Amina@Example.com",
      password: " a long private passphrase ",
    });
    answer({ data: null, error: { status: 429, code: "TOO_MANY_REQUESTS" } });
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("puts any other refusal of the server on the form, with no offer of the link", async () => {
    server();
    signInEmail.mockResolvedValueOnce({ data: null, error: { status: 429, code: "TOO_MANY_REQUESTS" } });
    renderWithApp(<SignInForm />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), "amina@example.com");
    await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Too many attempts/);
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("button", { name: "Send the confirmation link again" })).toBeNull();
  });
});

describe("the page a confirmation link opens", () => {
  it("says the address is confirmed and asks to sign in", async () => {
    server();
    renderWithApp(<SignInOrUp />, { route: "/portal?verified=1" });
    expect(
      await screen.findByText("Your e-mail address is confirmed. Sign in to continue."),
    ).toBeInTheDocument();
  });

  it("says when the link no longer works", async () => {
    server();
    renderWithApp(<SignInOrUp />, { route: "/portal?verified=1&error=TOKEN_EXPIRED" });
    expect(await screen.findByText(/This link no longer works/)).toBeInTheDocument();
  });
});
