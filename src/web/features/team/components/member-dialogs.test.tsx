import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TeamMember } from "@shared/api/team";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ChangeRegionDialog, LeadDialog, RemoveMemberDialog } from "./member-dialogs";

beforeAll(useEnglishStrings);

const AGNES: TeamMember = {
  id: "agnes",
  name: "Agnes",
  email: null,
  phone: "+256772000999",
  region: "masaka",
  last_active_at: null,
  open_cases: 3,
  two_factor: true,
  lead: false,
  is_me: false,
};

function server() {
  const fake = fakeServer();
  fake.on("GET", "/api/me", () => ({ json: meAnswer("admin", "Ruth") }));
  return fake;
}

describe("a change to a member, confirmed in a dialog", () => {
  it("is disabled and says it is removing until the server answers, then closes", async () => {
    const fake = server();
    fake.on("DELETE", "/api/admin/team/agnes", () => ({ json: { ok: true, returned_cases: 3 } }));
    const slow = fake.hold("DELETE", "/api/admin/team/agnes");
    const onClose = vi.fn();
    renderWithApp(<RemoveMemberDialog member={AGNES} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Remove Agnes from the team?" });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Remove from the team" }));
    const removing = await within(dialog).findByRole("button", { name: "Removing…" });
    expect(removing).toBeDisabled();
    await user.click(removing);
    expect(fake.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    slow.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith(true));
  });

  it("is pending while a lead is made, and closes on a refusal the team's state explains", async () => {
    const fake = server();
    fake.on("POST", "/api/admin/team/agnes/lead", () => ({
      status: 404,
      json: { error: { code: "not_found", message: "No such member." } },
    }));
    const slow = fake.hold("POST", "/api/admin/team/agnes/lead");
    const onClose = vi.fn();
    renderWithApp(<LeadDialog member={AGNES} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Make Agnes a lead?" });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Make lead" }));
    expect(await within(dialog).findByRole("button", { name: "Saving…" })).toBeDisabled();
    slow.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith(true));
  });

  it("moves a member to the region chosen, asking for one other than theirs first", async () => {
    const fake = server();
    fake.on("POST", "/api/admin/team/agnes/region", (body) => ({
      json: { member: { ...AGNES, ...(body as object) }, returned_cases: 3 },
    }));
    const onClose = vi.fn();
    renderWithApp(<ChangeRegionDialog member={AGNES} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Move Agnes to another region" });
    const user = userEvent.setup();
    const region = within(dialog).getByLabelText("New region");
    const move = within(dialog).getByRole("button", { name: "Move" });

    await user.click(move);
    await waitFor(() => expect(region).toHaveFocus());
    expect(region).toHaveAccessibleDescription("Choose a region.");
    await user.selectOptions(region, "masaka");
    await user.click(move);
    await waitFor(() =>
      expect(region).toHaveAccessibleDescription("Choose a region other than the current one."),
    );
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);

    await user.selectOptions(region, "kampala");
    await user.click(move);
    await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith(true));
    expect(fake.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { region: "kampala" },
    ]);
  });
});
