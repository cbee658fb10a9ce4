import "@testing-library/jest-dom/vitest";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TeamMember, TeamResponse } from "@shared/api/team";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import AdminTeamPage from "./admin-team-page";

beforeAll(useEnglishStrings);

function me(twoFactorEnabled: boolean) {
  const answer = meAnswer("admin", "Ruth");
  return { ...answer, user: { ...answer.user, id: "me", twoFactorEnabled } };
}

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: "someone",
  name: "Someone",
  email: null,
  phone: null,
  region: "masaka",
  last_active_at: null,
  open_cases: 0,
  two_factor: true,
  lead: false,
  is_me: false,
  ...overrides,
});

const TEAM: TeamResponse = {
  region: "masaka",
  members: [
    member({
      id: "agnes",
      name: "Agnes",
      phone: "+256772000999",
      // 14:05 in Kampala.
      last_active_at: "2026-03-12T11:05:00.000Z",
      open_cases: 3,
      two_factor: false,
    }),
    member({ id: "me", name: "Ruth", email: "ruth@example.com", open_cases: 1, lead: true, is_me: true }),
  ],
  invites: [
    {
      id: "invite-1",
      email: "new.one@example.com",
      phone: null,
      region: "masaka",
      status: "pending",
      createdAt: "2026-03-12T08:00:00.000Z",
      expiresAt: "2026-03-13T08:00:00.000Z",
    },
  ],
};

/** The same team as its national lead sees it: every region, and moves between them. */
const NATIONAL: TeamResponse = {
  ...TEAM,
  region: null,
  members: TEAM.members.map((one) => (one.is_me ? { ...one, region: null } : one)),
};

/** The same team as Ruth sees it when Agnes leads it and she does not. */
const AS_MEMBER: TeamResponse = {
  ...TEAM,
  members: TEAM.members.map((one) => ({ ...one, lead: !one.is_me })),
};

function renderPage(twoFactor = true, team: TeamResponse = TEAM) {
  const server = fakeServer();
  server.on("GET", "/api/me", () => ({ json: me(twoFactor) }));
  server.on("GET", "/api/admin/team", () => ({ json: team }));
  renderWithApp(<AdminTeamPage />, { route: "/admin-dashboard/team" });
  return server;
}

describe("the team page", () => {
  it("shows an admin without two-step sign-in the way to turn it on, and no one's details", async () => {
    const server = renderPage(false);
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Turn on two-step sign-in to see the workspace",
    });
    expect(heading).toBeVisible();
    expect(screen.getByRole("link", { name: "Set up two-step sign-in" })).toHaveAttribute(
      "href",
      "/portal/settings#two-factor",
    );
    expect(server.calls.map((call) => call.path)).not.toContain("/api/admin/team");
    expect(screen.queryByText("Agnes")).not.toBeInTheDocument();
  });

  it("lists the members with their region, last activity in Kampala time, open cases and two-step", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    const list = await screen.findByRole("list", { name: "Members" });
    const [agnes, ruth] = within(list).getAllByRole("listitem");
    expect(within(agnes!).getByRole("heading", { name: "Agnes" })).toBeVisible();
    expect(agnes).toHaveTextContent("Administrator, Masaka");
    expect(agnes).toHaveTextContent("+256772000999");
    expect(agnes).toHaveTextContent("12 Mar 2026, 14:05");
    expect(agnes).toHaveTextContent("Open cases3");
    expect(agnes).toHaveTextContent("Sees no client's details until it is on.");
    expect(within(ruth!).getByText("You")).toBeVisible();
    expect(ruth).toHaveTextContent("No recent sign-in");
    expect(within(ruth!).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(agnes!).getByRole("button", { name: "Remove (Agnes)" })).toBeVisible();
    expect(within(ruth!).getByText("Lead")).toBeVisible();
    // A regional lead moves nobody to another region: that is a national lead's.
    expect(screen.queryByRole("button", { name: /Change region/ })).not.toBeInTheDocument();
    expect(screen.getByText("They join the team in Masaka.")).toBeVisible();
    const invites = screen.getByRole("list", { name: "Open invitations" });
    expect(invites).toHaveTextContent("new.one@example.com");
  });

  it("removes a member after a confirmation that says what happens to their cases", async () => {
    const server = renderPage();
    server.on("DELETE", "/api/admin/team/agnes", () => ({ json: { ok: true, returned_cases: 3 } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove (Agnes)" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Agnes from the team?" });
    expect(dialog).toHaveTextContent("Their 3 open cases go back to the team's queue");
    expect(server.calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove from the team" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
        "/api/admin/team/agnes",
      ]),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("moves a member to another region, refusing the region they are in", async () => {
    const server = renderPage(true, NATIONAL);
    server.on("POST", "/api/admin/team/agnes/region", (body) => ({
      json: {
        member: member({ id: "agnes", region: (body as { region: "mbarara" }).region }),
        returned_cases: 3,
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change region (Agnes)" }));
    const dialog = screen.getByRole("dialog", { name: "Move Agnes to another region" });
    const select = within(dialog).getByLabelText("New region");
    await user.selectOptions(select, "masaka");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    expect(within(dialog).getByText("Choose a region other than the current one.")).toBeVisible();
    await user.selectOptions(select, "mbarara");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({ path: "/api/admin/team/agnes/region", body: { region: "mbarara" } }),
      ]),
    );
  });

  it("lets a lead make a member a lead after a confirmation", async () => {
    const server = renderPage();
    server.on("POST", "/api/admin/team/agnes/lead", () => ({
      json: { member: member({ id: "agnes", name: "Agnes", lead: true }) },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Make lead (Agnes)" }));
    const dialog = screen.getByRole("dialog", { name: "Make Agnes a lead?" });
    await user.click(within(dialog).getByRole("button", { name: "Make lead" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({ path: "/api/admin/team/agnes/lead", body: { lead: true } }),
      ]),
    );
  });

  it("shows a member who is not a lead who leads, and no change they would be refused", async () => {
    renderPage(true, AS_MEMBER);
    const list = await screen.findByRole("list", { name: "Members" });
    expect(screen.getByTestId("team-leads-note")).toHaveTextContent(
      "Only the team's lead, Agnes, invites, moves and removes people.",
    );
    expect(within(list).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send the invitation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Withdraw/ })).not.toBeInTheDocument();
    // The open invitations stay in view.
    expect(screen.getByRole("list", { name: "Open invitations" })).toHaveTextContent("new.one@example.com");
  });
});
