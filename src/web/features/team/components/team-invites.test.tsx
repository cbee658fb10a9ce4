import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { TeamInvites } from "./team-invites";

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("inviting someone to the team", () => {
  it("is disabled and says it is sending until the server answers, then empties the box", async () => {
    const fake = fakeServer();
    fake.on("GET", "/api/me", () => ({ json: meAnswer("admin", "Ruth") }));
    fake.on("POST", "/api/admin/invites", () => ({ json: { id: "invite-2" } }));
    const slow = fake.hold("POST", "/api/admin/invites");
    renderWithApp(<TeamInvites region="masaka" invites={[]} canInvite />);
    const user = userEvent.setup();
    const contact = screen.getByLabelText(/^E-mail or phone number/);
    await user.type(contact, "new.one@example.com");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    const sending = await screen.findByRole("button", { name: "Sending…" });
    expect(sending).toBeDisabled();
    await user.click(sending);
    const invites = () => fake.calls.filter((call) => call.path === "/api/admin/invites");
    expect(invites().map((call) => call.body)).toEqual([{ region: "masaka", email: "new.one@example.com" }]);
    slow.release();
    expect(await screen.findByRole("button", { name: "Send the invitation" })).toBeEnabled();
    await waitFor(() => expect(contact).toHaveValue(""));
    expect(invites()).toHaveLength(1);
  });
});
