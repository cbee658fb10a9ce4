import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { setDiscreetMode } from "@web/lib/discreet-mode";
import InstallBanner from "./install-banner";
import { BackOnlineBanner } from "./back-online-banner";
import { OfflineStatus } from "./offline-status";

beforeAll(useEnglishStrings);
afterEach(() => {
  setDiscreetMode(false);
});

describe("InstallBanner", () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    server = fakeServer();
    server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
  });

  it("shows the spec's words and both buttons where the browser can install", async () => {
    const onInstall = vi.fn();
    const onDismiss = vi.fn();
    renderWithApp(<InstallBanner mode="browser" onInstall={onInstall} onDismiss={onDismiss} />);
    const banner = screen.getByRole("complementary", { name: "Install HIVCare App" });
    expect(
      within(banner).getByText("Install our app for offline access, faster loading, and push notifications."),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(banner).getByRole("button", { name: "Install Now" }));
    await user.click(within(banner).getByRole("button", { name: "Dismiss" }));
    expect(onInstall).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("shows the three iOS steps in order and no Install Now", () => {
    renderWithApp(<InstallBanner mode="ios" onInstall={vi.fn()} onDismiss={vi.fn()} />);
    const banner = screen.getByRole("complementary", { name: "Install HIVCare App" });
    expect(
      within(banner).getByText("Add to your home screen for quick access and offline use"),
    ).toBeVisible();
    expect(
      within(banner)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1.tap the Share button", "2.tap Add to Home Screen", "3.tap Add in the top right corner"]);
    expect(within(banner).queryByRole("button", { name: "Install Now" })).not.toBeInTheDocument();
    expect(within(banner).getByRole("button", { name: "Dismiss" })).toBeVisible();
  });

  it("does not name the product in discreet mode", () => {
    setDiscreetMode(true);
    renderWithApp(<InstallBanner mode="browser" onInstall={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByRole("complementary", { name: "Install Notes App" })).toBeVisible();
    expect(screen.queryByText(/HIVCare/)).not.toBeInTheDocument();
  });

  it("does not name the product to a signed-in client, whose installed app is neutral", async () => {
    server.on("GET", "/api/me", () => ({ json: meAnswer("user") }));
    renderWithApp(<InstallBanner mode="browser" onInstall={vi.fn()} onDismiss={vi.fn()} />);
    expect(await screen.findByRole("complementary", { name: "Install Notes App" })).toBeVisible();
  });
});

describe("BackOnlineBanner", () => {
  it("says the connection is back and reloads after the optional callback", async () => {
    const calls: string[] = [];
    render(
      <BackOnlineBanner onReload={() => calls.push("callback")} reloadPage={() => calls.push("reload")} />,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Back Online!");
    expect(status).toHaveTextContent("Connection restored. Ready to reload?");
    await userEvent.setup().click(screen.getByRole("button", { name: "Reload" }));
    expect(calls).toEqual(["callback", "reload"]);
  });

  it("reloads without a callback too", async () => {
    const reloadPage = vi.fn();
    render(<BackOnlineBanner reloadPage={reloadPage} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Reload" }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe("OfflineStatus", () => {
  it("says pages already opened still work, or how much waits to be sent", () => {
    const { rerender } = render(<OfflineStatus waiting={0} />);
    expect(screen.getByRole("status")).toHaveTextContent("You're offlinePages you have opened still work.");
    rerender(<OfflineStatus waiting={1} />);
    expect(screen.getByRole("status")).toHaveTextContent("1 item waiting to be sent");
    rerender(<OfflineStatus waiting={3} />);
    expect(screen.getByRole("status")).toHaveTextContent("3 items waiting to be sent");
  });
});
