import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient, signedOutServer } from "@web/test/auth-client";
import { SignUpForm } from "./sign-up-form";
import { PhoneCodeForm } from "./phone-code-form";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The accounts library keeps its own fetch; the sign-up itself is stood in for here.
vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const {
  signUp: { email: signUpEmail },
  sendVerificationEmail,
} = authClient;

const CONSENT = /Let my care team see my reminders and how my doses are going/;
const CHECK_EMAIL =
  /We sent a message to amina@example\.com\. Open the link in it to finish creating your account/;

beforeAll(useEnglishStrings);

type Answer = { data: unknown; error: null } | { data: null; error: { status: number; code: string } };

/** The server's answer to any sign-up, new address or known: a user and no session (decision 062). */
const ACCEPTED: Answer = { data: { token: null, user: { id: "any" } }, error: null };

function server(answer: Answer = ACCEPTED) {
  const fake = signedOutServer();
  fake.on("PUT", "/api/me/care-sharing", (body) => ({ json: body }));
  signUpEmail.mockResolvedValue(answer);
  return fake;
}

async function signUp({ tick = false, answer = ACCEPTED }: { tick?: boolean; answer?: Answer } = {}) {
  const fake = server(answer);
  renderWithApp(<SignUpForm />, { route: "/portal" });
  const user = userEvent.setup();
  const consent = screen.getByRole("checkbox", { name: CONSENT });
  expect(consent).not.toBeChecked();
  await user.type(screen.getByLabelText(/^Name/), "Amina");
  await user.type(screen.getByLabelText(/^E-mail/), "amina@example.com");
  await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
  if (tick) await user.click(consent);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  await waitFor(() => expect(signUpEmail).toHaveBeenCalledTimes(1));
  return { fake, user };
}

describe("after sign-up", () => {
  it("asks to check the e-mail, whatever the address, and signs nobody in", async () => {
    const { fake } = await signUp();
    expect(await screen.findByText(CHECK_EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
    // Nothing reloads who is signed in: nobody is.
    expect(fake.calls.filter((call) => call.path === "/api/me")).toHaveLength(1);
  });

  it("sends the link again on request, with the same answer for any address", async () => {
    const { user } = await signUp();
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    expect(sendVerificationEmail).toHaveBeenCalledWith({
      email: "amina@example.com",
      callbackURL: "/portal?verified=1",
    });
    expect(await screen.findByText("Sent. Check your inbox.")).toBeInTheDocument();
  });

  it("shows the server's refusal of the password on the password field", async () => {
    await signUp({ answer: { data: null, error: { status: 400, code: "PASSWORD_TOO_COMMON" } } });
    const field = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(/This password is too easy to guess/);
    expect(screen.queryByText(CHECK_EMAIL)).toBeNull();
  });
});

describe("what the sign-up form checks itself", () => {
  it("shows a bad e-mail on its field, focuses it, and sends nothing", async () => {
    server();
    renderWithApp(<SignUpForm />, { route: "/portal" });
    const user = userEvent.setup();
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(screen.getByLabelText(/^Name/), "Amina");
    await user.type(email, "amina@example");
    await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute("aria-invalid");
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it("says what each field lacks at once, and focuses the first", async () => {
    server();
    renderWithApp(<SignUpForm />, { route: "/portal" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it("refuses a password made of the name or address being given with it", async () => {
    server();
    renderWithApp(<SignUpForm />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), "Amina");
    await user.type(screen.getByLabelText(/^E-mail/), "nakato.amina@example.com");
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, "nakato.amina2024");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(
      /Do not use your name, e-mail or phone number in the password\./,
    );
    expect(signUpEmail).not.toHaveBeenCalled();
  });
});

describe("a refused sign-up", () => {
  it("puts a refusal of the password on its field and focuses it", async () => {
    await signUp({ answer: { data: null, error: { status: 400, code: "PASSWORD_CONTAINS_IDENTITY" } } });
    const field = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts any other refusal on the form, and the button is back", async () => {
    await signUp({ answer: { data: null, error: { status: 429, code: "TOO_MANY_REQUESTS" } } });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Too many attempts/);
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
    expect(screen.queryByText(CHECK_EMAIL)).toBeNull();
  });

  it("says it is creating the account while the server answers", async () => {
    server();
    let answer: (value: Answer) => void = () => {};
    signUpEmail.mockReturnValueOnce(new Promise<Answer>((resolve) => (answer = resolve)));
    renderWithApp(<SignUpForm />, { route: "/portal" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), " Amina ");
    await user.type(screen.getByLabelText(/^E-mail/), " amina@example.com ");
    await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("button", { name: "Creating account..." })).toBeDisabled();
    expect(signUpEmail).toHaveBeenCalledWith({
      name: "Amina",
      email: "amina@example.com",
      password: "a long private passphrase",
      callbackURL: "/portal?verified=1",
      shareCareWithTeam: false,
    });
    answer(ACCEPTED);
    expect(await screen.findByText(CHECK_EMAIL)).toBeInTheDocument();
  });
});

describe("the consent to share care at sign-up", () => {
  it("is unticked, and unticked nothing is shared", async () => {
    const { fake } = await signUp();
    expect(signUpEmail.mock.calls[0]![0]).toMatchObject({ shareCareWithTeam: false });
    expect(fake.calls.some((call) => call.path === "/api/me/care-sharing")).toBe(false);
  });

  it("ticked, goes with the sign-up itself: nobody is signed in to store it afterwards", async () => {
    const { fake } = await signUp({ tick: true });
    expect(signUpEmail.mock.calls[0]![0]).toMatchObject({
      email: "amina@example.com",
      shareCareWithTeam: true,
    });
    await screen.findByText(CHECK_EMAIL);
    expect(fake.calls.some((call) => call.path === "/api/me/care-sharing")).toBe(false);
  });

  it("is offered by the phone sign-up too, unticked, and not at phone sign-in", async () => {
    server();
    const { unmount } = renderWithApp(<PhoneCodeForm mode="sign-up" onTwoFactor={() => {}} />);
    expect(screen.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
    unmount();
    renderWithApp(<PhoneCodeForm mode="sign-in" onTwoFactor={() => {}} />);
    expect(screen.queryByRole("checkbox", { name: CONSENT })).toBeNull();
  });
});
