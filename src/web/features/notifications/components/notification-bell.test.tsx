import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NotificationItem } from "@shared/api/notifications";
import {
  fakeServer,
  renderWithApp,
  SIGNED_IN_ME,
  stubLayoutApis,
  useEnglish,
  type FakeServer,
} from "@web/test/notifications";
import { NotificationBell } from "./notification-bell";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (overrides: Partial<NotificationItem>): NotificationItem => ({
  id: crypto.randomUUID(),
  type: "reply",
  title: "Reply to your message",
  message: "You have received a reply from Grace: see you on Monday",
  data: {},
  read: false,
  created_at: minutesAgo(0),
  updated_at: minutesAgo(0),
  ...overrides,
});

let server: FakeServer;
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await useEnglish();
  stubLayoutApis();
});
beforeEach(() => {
  server = fakeServer();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

function signedIn(counts: { count: number; own_unread?: number }, items: NotificationItem[] = []) {
  server.on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
  server.on("GET", "/api/notifications/unread-count", () => ({
    json: { own_unread: counts.count, new_applications: 0, new_messages: 0, ...counts },
  }));
  server.on("GET", "/api/notifications", () => ({ json: { notifications: items, has_older: false } }));
}

async function openBell(name: RegExp = /^Notifications/) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Notifications" }) };
}

describe("NotificationBell, signed out", () => {
  it("invites to sign in, and asks the server for no notifications", async () => {
    server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
    renderWithApp(<NotificationBell />);
    const { dialog } = await openBell();
    expect(within(dialog).getByText("Sign in to receive notifications")).toBeInTheDocument();
    expect(within(dialog).getByText("Get updates on your applications and messages")).toBeInTheDocument();
    expect(server.calls.some((call) => call.path.startsWith("/api/notifications"))).toBe(false);
    expect(screen.queryByTestId("notification-badge")).not.toBeInTheDocument();
  });
});

describe("NotificationBell, signed in", () => {
  it.each([
    [1, "1"],
    [99, "99"],
    [100, "99+"],
  ])("shows %i unread as the badge %s (spec section 9) and says it in words", async (count, text) => {
    signedIn({ count });
    renderWithApp(<NotificationBell />);
    expect(await screen.findByTestId("notification-badge")).toHaveTextContent(text);
    expect(
      screen.getByRole("button", {
        name: `Notifications, ${count} unread notification${count === 1 ? "" : "s"}`,
      }),
    ).toBeInTheDocument();
  });

  it("shows no badge at 0", async () => {
    signedIn({ count: 0 });
    renderWithApp(<NotificationBell />);
    await waitFor(() => expect(server.calls.some((call) => call.path.endsWith("unread-count"))).toBe(true));
    expect(screen.queryByTestId("notification-badge")).not.toBeInTheDocument();
  });

  it("lists notifications with title, message and relative time (spec section 9)", async () => {
    signedIn({ count: 2 }, [
      notification({ title: "Reply to your application", created_at: minutesAgo(0) }),
      notification({ title: "Your request was updated", type: "application", created_at: minutesAgo(5) }),
      notification({ title: "Welcome", type: "other", read: true, created_at: minutesAgo(3 * 60) }),
      notification({ title: "Older", type: "message", read: true, created_at: minutesAgo(2 * 1440) }),
    ]);
    renderWithApp(<NotificationBell />);
    const { dialog } = await openBell();
    const items = await within(dialog).findAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("button").textContent)).toEqual([
      expect.stringContaining("Reply to your application"),
      expect.stringContaining("Your request was updated"),
      expect.stringContaining("Welcome"),
      expect.stringContaining("Older"),
    ]);
    expect(within(items[0] as HTMLElement).getByText("Just now")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("5m ago")).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText("3h ago")).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).getByText("2d ago")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/see you on Monday/)).toHaveClass("line-clamp-2");
  });

  it("says No notifications yet when there are none", async () => {
    signedIn({ count: 0 }, []);
    renderWithApp(<NotificationBell />);
    const { dialog } = await openBell();
    expect(await within(dialog).findByText("No notifications yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Mark all as read/ })).toBeDisabled();
  });

  it("marks one read on click and drops the badge by one", async () => {
    const first = notification({ title: "First" });
    signedIn({ count: 2 }, [first, notification({ title: "Second" })]);
    let count = 2;
    server.on("GET", "/api/notifications/unread-count", () => ({
      json: { count, own_unread: count, new_applications: 0, new_messages: 0 },
    }));
    server.on("POST", `/api/notifications/${first.id}/read`, () => {
      count = 1;
      return { json: { notification: { ...first, read: true } } };
    });
    renderWithApp(<NotificationBell />);
    const { user, dialog } = await openBell();
    await user.click(await within(dialog).findByRole("button", { name: /First/ }));
    expect(server.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: `/api/notifications/${first.id}/read`,
        body: undefined,
      }),
    );
    await waitFor(() => expect(screen.getByTestId("notification-badge")).toHaveTextContent("1"));
  });

  it("shows older notifications on asking, a page at a time, and reads them like the newest", async () => {
    const newest = Array.from({ length: 20 }, (_, index) => notification({ title: `Newer ${index + 1}` }));
    const older = notification({ title: "The oldest", created_at: minutesAgo(3 * 1440) });
    signedIn({ count: 21 });
    server.on("GET", "/api/notifications", (_body, url) =>
      url.searchParams.get("before") === newest.at(-1)!.id
        ? { json: { notifications: [older], has_older: false } }
        : { json: { notifications: newest, has_older: true } },
    );
    server.on("POST", `/api/notifications/${older.id}/read`, () => ({
      json: { notification: { ...older, read: true } },
    }));
    renderWithApp(<NotificationBell />);
    const { user, dialog } = await openBell();
    expect(await within(dialog).findAllByRole("listitem")).toHaveLength(20);
    await user.click(within(dialog).getByRole("button", { name: "Show older notifications" }));
    const oldest = await within(dialog).findByRole("button", { name: /The oldest/ });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(21);
    // The button is gone with nothing older: focus is on the first of those just shown.
    await waitFor(() => expect(oldest).toHaveFocus());
    expect(
      within(dialog).queryByRole("button", { name: "Show older notifications" }),
    ).not.toBeInTheDocument();
    await user.click(oldest);
    expect(server.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: `/api/notifications/${older.id}/read`,
        body: undefined,
      }),
    );
  });

  it("Mark all as read brings the badge to 0", async () => {
    signedIn({ count: 3 }, [notification({}), notification({}), notification({})]);
    let count = 3;
    server.on("GET", "/api/notifications/unread-count", () => ({
      json: { count, own_unread: count, new_applications: 0, new_messages: 0 },
    }));
    server.on("POST", "/api/notifications/read-all", () => {
      count = 0;
      return { json: { updated: 3 } };
    });
    renderWithApp(<NotificationBell />);
    expect(await screen.findByTestId("notification-badge")).toHaveTextContent("3");
    const { user, dialog } = await openBell();
    await user.click(await within(dialog).findByRole("button", { name: /Mark all as read/ }));
    await waitFor(() => expect(screen.queryByTestId("notification-badge")).not.toBeInTheDocument());
    expect(server.calls.filter((call) => call.path === "/api/notifications/read-all")).toHaveLength(1);
  });

  it("shows an admin's new inbox items in the badge and as a link to the inbox (spec section 6)", async () => {
    server.on("GET", "/api/me", () => ({ json: { ...SIGNED_IN_ME, role: "admin" } }));
    server.on("GET", "/api/notifications/unread-count", () => ({
      json: { count: 5, own_unread: 1, new_applications: 3, new_messages: 1 },
    }));
    server.on("GET", "/api/notifications", () => ({
      json: { notifications: [notification({})], has_older: false },
    }));
    renderWithApp(<NotificationBell />);
    expect(await screen.findByTestId("notification-badge")).toHaveTextContent("5");
    const { dialog } = await openBell();
    expect(await within(dialog).findByRole("link", { name: "4 new items in your inbox" })).toHaveAttribute(
      "href",
      "/admin-dashboard",
    );
  });

  it("says 99+ new items when the team queue holds more than the bell shows", async () => {
    server.on("GET", "/api/me", () => ({ json: { ...SIGNED_IN_ME, role: "admin" } }));
    // The server counts the team queue only as far as 100 (count-team-queue.ts).
    server.on("GET", "/api/notifications/unread-count", () => ({
      json: { count: 203, own_unread: 0, new_applications: 102, new_messages: 101 },
    }));
    server.on("GET", "/api/notifications", () => ({ json: { notifications: [], has_older: false } }));
    renderWithApp(<NotificationBell />);
    expect(await screen.findByTestId("notification-badge")).toHaveTextContent("99+");
    const { dialog } = await openBell();
    expect(await within(dialog).findByRole("link", { name: "99+ new items in your inbox" })).toBeVisible();
  });

  it("on failures, shows an empty list and no badge, logs, and shows no error (spec section 8)", async () => {
    server.on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
    server.on("GET", "/api/notifications/unread-count", () => ({ status: 500, json: {} }));
    server.on("GET", "/api/notifications", () => ({ status: 503, json: {} }));
    renderWithApp(<NotificationBell />);
    const { dialog } = await openBell();
    expect(await within(dialog).findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.queryByTestId("notification-badge")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("notifications could not be loaded (503)");
    expect(warn).toHaveBeenCalledWith("unread count could not be loaded (500)");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
