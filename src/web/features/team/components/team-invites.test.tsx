import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { TeamInvites } from "./team-invites";

beforeAll(useEnglishStrings);

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
    // What the shared schema made of the box: an e-mail, lowercased, and no phone.
    expect(invites().map((call) => call.body)).toEqual([
      { region: "masaka", email: "new.one@example.com", phone: null },
    ]);
    slow.release();
    expect(await screen.findByRole("button", { name: "Send the invitation" })).toBeEnabled();
    await waitFor(() => expect(contact).toHaveValue(""));
    expect(invites()).toHaveLength(1);
  });

  it("checks the box and the region by the shared schema, and sends a number in its full form", async () => {
    const fake = fakeServer();
    fake.on("GET", "/api/me", () => ({ json: meAnswer("admin", "Ruth") }));
    fake.on("POST", "/api/admin/invites", () => ({ json: { id: "invite-3" } }));
    // A national lead chooses the region.
    renderWithApp(<TeamInvites region={null} invites={[]} canInvite />);
    const user = userEvent.setup();
    const contact = screen.getByLabelText(/^E-mail or phone number/);
    await user.type(contact, "12");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    await waitFor(() => expect(contact).toHaveFocus());
    expect(contact).toHaveAccessibleDescription(/Enter an e-mail address or a Ugandan mobile number\./);
    expect(screen.getByRole("combobox", { name: /^Region/ })).toHaveAccessibleDescription("Choose a region.");
    const invites = () => fake.calls.filter((call) => call.path === "/api/admin/invites");
    expect(invites()).toHaveLength(0);

    await user.clear(contact);
    await user.type(contact, "0772 123 456");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Region/ }), "mbarara");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    await waitFor(() =>
      expect(invites().map((call) => call.body)).toEqual([
        { region: "mbarara", email: null, phone: "+256772123456" },
      ]),
    );
  });
});
