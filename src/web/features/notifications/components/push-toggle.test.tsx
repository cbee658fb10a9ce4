import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  fakeServer,
  renderWithApp,
  SIGNED_IN_ME,
  useEnglish,
  type FakeServer,
} from "@web/test/notifications";
import { PushToggle } from "./push-toggle";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@web/lib/toast", () => ({ notify: toast }));

const KEY = `B${"A".repeat(86)}`;
let server: FakeServer;
let devices = 0;
let subscription: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null;

function fakeBrowserPush(permission: NotificationPermission) {
  subscription = null;
  devices = 0;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      // Each subscription the browser makes has an endpoint of its own.
      const endpoint = `https://fcm.googleapis.com/fcm/send/device-${++devices}`;
      subscription = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh: KEY, auth: "A".repeat(22) } }),
        unsubscribe: vi.fn(async () => true),
      };
      return subscription;
    }),
  };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return pushManager;
}

beforeAll(useEnglish);
beforeEach(() => {
  server = fakeServer();
  server.on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
  server.on("GET", "/api/push/public-key", () => ({ json: { publicKey: KEY } }));
  server.on("POST", "/api/push/subscriptions", () => ({ status: 201, json: { subscribed: true } }));
  server.on("DELETE", "/api/push/subscriptions", () => ({ json: { subscribed: false } }));
  server.on("GET", "/api/push/preferences", () => ({ json: { previews: false } }));
  server.on("PUT", "/api/push/preferences", (body) => ({ json: body }));
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  toast.success.mockClear();
  toast.error.mockClear();
});

const deviceSwitch = () => screen.findByRole("switch", { name: "Notifications on this device" });

describe("PushToggle", () => {
  it("says Notifications not supported where there is no service worker or push", async () => {
    renderWithApp(<PushToggle />);
    await waitFor(async () => expect(await deviceSwitch()).toBeDisabled());
    expect(screen.getByText("Notifications not supported")).toBeInTheDocument();
  });

  it("subscribes through the service worker with the server's key, and says Notifications enabled!", async () => {
    const pushManager = fakeBrowserPush("granted");
    renderWithApp(<PushToggle />);
    const user = userEvent.setup();
    await waitFor(async () => expect(await deviceSwitch()).toBeEnabled());
    await user.click(await deviceSwitch());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Notifications enabled!"));
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(server.calls.find((call) => call.method === "POST")?.body).toMatchObject({
      endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
    });
    expect(await deviceSwitch()).toBeChecked();
    // Subscribed: previews can be chosen, discreet (off) by default.
    expect(await screen.findByRole("switch", { name: "Show previews" })).not.toBeChecked();
  });

  it("takes a fresh endpoint when the browser's old one is another account's (a shared phone)", async () => {
    const pushManager = fakeBrowserPush("granted");
    let posts = 0;
    server.on("POST", "/api/push/subscriptions", () =>
      ++posts === 1
        ? {
            status: 409,
            json: { error: { code: "push_endpoint_taken", message: "taken", field: "endpoint" } },
          }
        : { status: 201, json: { subscribed: true } },
    );
    renderWithApp(<PushToggle />);
    const user = userEvent.setup();
    await waitFor(async () => expect(await deviceSwitch()).toBeEnabled());
    const first = pushManager.subscribe;
    await user.click(await deviceSwitch());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Notifications enabled!"));
    expect(first).toHaveBeenCalledTimes(2);
    const bodies = server.calls.filter((call) => call.method === "POST").map((call) => call.body);
    expect(bodies).toMatchObject([
      { endpoint: "https://fcm.googleapis.com/fcm/send/device-1" },
      { endpoint: "https://fcm.googleapis.com/fcm/send/device-2" },
    ]);
  });

  it("says Notification permission denied when the browser refuses", async () => {
    const pushManager = fakeBrowserPush("denied");
    renderWithApp(<PushToggle />);
    const user = userEvent.setup();
    await waitFor(async () => expect(await deviceSwitch()).toBeEnabled());
    await user.click(await deviceSwitch());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Notification permission denied"));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(await deviceSwitch()).not.toBeChecked();
  });

  it("unsubscribes the device and the server, and says Unsubscribed from push notifications", async () => {
    const pushManager = fakeBrowserPush("granted");
    await pushManager.subscribe();
    const current = subscription;
    renderWithApp(<PushToggle />);
    const user = userEvent.setup();
    await waitFor(async () => expect(await deviceSwitch()).toBeChecked());
    await user.click(await deviceSwitch());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Unsubscribed from push notifications"));
    expect(current?.unsubscribe).toHaveBeenCalled();
    expect(server.calls.find((call) => call.method === "DELETE")?.body).toEqual({
      endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
    });
  });

  it("saves the opt-in to previews", async () => {
    const pushManager = fakeBrowserPush("granted");
    await pushManager.subscribe();
    renderWithApp(<PushToggle />);
    const user = userEvent.setup();
    const previews = await screen.findByRole("switch", { name: "Show previews" });
    await waitFor(() => expect(previews).toBeEnabled());
    await user.click(previews);
    await waitFor(() => expect(previews).toBeChecked());
    expect(
      server.calls.find((call) => call.method === "PUT" && call.path === "/api/push/preferences")?.body,
    ).toEqual({ previews: true });
  });
});
