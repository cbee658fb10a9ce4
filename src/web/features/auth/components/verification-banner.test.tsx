import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SIGNED_IN_ME, fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { authClient } from "@web/test/auth-client";
import { VerificationBanner } from "./verification-banner";

vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
const { sendVerificationEmail } = authClient;

beforeAll(useEnglishStrings);

/** A signed-in person whose address is not confirmed yet. */
function unconfirmed() {
  const server = fakeServer();
  server.on("GET", "/api/me", () => ({
    json: { ...SIGNED_IN_ME, user: { ...SIGNED_IN_ME.user, emailVerified: false } },
  }));
  renderWithApp(<VerificationBanner />, { route: "/portal" });
}

describe("the banner of an address not confirmed yet", () => {
  it("sends the link again once, saying so while it is sent and after", async () => {
    let answer: (value: unknown) => void = () => {};
    sendVerificationEmail.mockReset().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    unconfirmed();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    const sending = screen.getByRole("button", { name: "Send the link again" });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(sendVerificationEmail).toHaveBeenCalledWith({
      email: "a@example.com",
      callbackURL: "/portal?verified=1",
    });
    answer({ data: { status: true }, error: null });
    expect(await screen.findByRole("status")).toHaveTextContent("Sent. Check your inbox.");
  });

  it("offers to try again when the link could not be sent", async () => {
    sendVerificationEmail.mockReset().mockResolvedValue({ data: null, error: { status: 500 } });
    unconfirmed();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
