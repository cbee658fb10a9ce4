import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { SignUpForm } from "./sign-up-form";
import { PhoneCodeForm } from "./phone-code-form";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The accounts library keeps its own fetch; the sign-up itself is stood in for here.
const signUpEmail = vi.hoisted(() => vi.fn());
vi.mock("@web/lib/auth-client", () => ({ authClient: { signUp: { email: signUpEmail } } }));

const CONSENT = /Let my care team see my reminders and how my doses are going/;

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function server() {
  const fake = fakeServer();
  let signedUp = false;
  fake.on("GET", "/api/me", () =>
    signedUp
      ? { json: meAnswer("user", "Amina") }
      : { status: 401, json: { error: { code: "unauthorized" } } },
  );
  signUpEmail.mockReset().mockImplementation(async () => {
    signedUp = true;
    fake.calls.push({ method: "POST", path: "/api/auth/sign-up/email", search: "", body: undefined });
    return { data: { token: "t", user: { id: "user-1" } }, error: null };
  });
  fake.on("PUT", "/api/me/care-sharing", (body) => ({ json: body }));
  return fake;
}

async function signUp(tick: boolean) {
  const fake = server();
  renderWithApp(<SignUpForm />, { route: "/portal" });
  const user = userEvent.setup();
  const consent = screen.getByRole("checkbox", { name: CONSENT });
  expect(consent).not.toBeChecked();
  await user.type(screen.getByLabelText(/^Name/), "Amina");
  await user.type(screen.getByLabelText(/^E-mail/), "amina@example.com");
  await user.type(screen.getByLabelText(/^Password/), "a long private passphrase");
  if (tick) await user.click(consent);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  await waitFor(() => expect(fake.calls.filter((call) => call.path === "/api/me").length).toBeGreaterThan(1));
  return fake;
}

describe("the consent to share care at sign-up", () => {
  it("is unticked, and unticked nothing is shared", async () => {
    const fake = await signUp(false);
    expect(fake.calls.some((call) => call.path === "/api/me/care-sharing")).toBe(false);
  });

  it("ticked, is stored once the account is made, before the app reloads who is signed in", async () => {
    const fake = await signUp(true);
    const put = fake.calls.findIndex((call) => call.path === "/api/me/care-sharing");
    expect(fake.calls[put]).toMatchObject({ method: "PUT", body: { shareCareWithTeam: true } });
    const signUpCall = fake.calls.findIndex((call) => call.path === "/api/auth/sign-up/email");
    const reload = fake.calls.findLastIndex((call) => call.path === "/api/me");
    expect(signUpCall).toBeLessThan(put);
    expect(put).toBeLessThan(reload);
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
