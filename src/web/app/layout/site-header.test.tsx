import { beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { stubResizeObserver } from "@web/test/browser-apis";
import { ThemeProvider } from "@web/lib/theme";
import { useAuth } from "@web/lib/auth";
import { SiteHeader } from "./site-header";

const ADMIN_LINKS = [
  ["Workspace", "/admin-dashboard"],
  ["Team", "/admin-dashboard/team"],
  ["Audit log", "/admin-dashboard/audit"],
  ["Directory", "/admin-dashboard/directory"],
  ["Status", "/admin-status"],
] as const;

beforeAll(useEnglishStrings);
beforeAll(stubResizeObserver);

function signedInAs(role: "user" | "admin" | null) {
  const server = fakeServer();
  server.on("GET", "/api/me", () =>
    role ? { json: meAnswer(role) } : { status: 401, json: { error: { code: "unauthorized" } } },
  );
  server.on("GET", "/api/notifications/unread-count", () => ({
    json: { count: 0, own_unread: 0, new_applications: 0, new_messages: 0 },
  }));
  return server;
}

const header = (
  <ThemeProvider>
    <SiteHeader />
  </ThemeProvider>
);

const adminHrefs = (root: HTMLElement) =>
  [...root.querySelectorAll("a")]
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/admin"));

/** Shown once the answer to /api/me has reached the page: the header draws in the same render. */
function AuthKnown() {
  const { loading } = useAuth();
  return loading ? null : <span data-testid="auth-known" />;
}

async function openMenu() {
  await userEvent.setup().click(screen.getByRole("button", { name: "Open menu" }));
  return document.getElementById("mobile-menu")!;
}

describe("the header's admin links", () => {
  // The admin links' code loaded once, as on an admin's page: a link wrongly shown to someone
  // else would appear in the render that brings the answer, not after a download.
  beforeAll(async () => {
    signedInAs("admin");
    renderWithApp(header);
    await screen.findByRole("navigation", { name: "Team tools" });
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows an admin the workspace, team, audit log, directory and status, in the bar and the menu", async () => {
    signedInAs("admin");
    renderWithApp(header);
    const bar = await screen.findByRole("navigation", { name: "Team tools" });
    for (const [name, href] of ADMIN_LINKS) {
      expect(within(bar).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const menu = await openMenu();
    const menuNav = await within(menu).findByRole("navigation", { name: "Team tools" });
    expect(adminHrefs(menuNav)).toEqual(ADMIN_LINKS.map(([, href]) => href));
  });

  it.each([
    ["a client", "user"],
    ["a visitor", null],
  ] as const)("gives %s no admin link, not even a hidden one", async (_who, role) => {
    signedInAs(role);
    const { container } = renderWithApp(
      <>
        {header}
        <AuthKnown />
      </>,
    );
    // Once the header has drawn itself knowing who this is, neither the bar nor the menu has an admin link.
    await screen.findByTestId("auth-known");
    expect(screen.queryByRole("navigation", { name: "Team tools" })).toBeNull();
    expect(adminHrefs(container)).toEqual([]);
    const menu = await openMenu();
    expect(adminHrefs(menu)).toEqual([]);
    expect(within(menu).queryByText("Workspace")).toBeNull();
  });
});
