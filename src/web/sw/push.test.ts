import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readPayload, registerPushHandlers, sameOriginPath } from "./push";

const dataOf = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData;

const payload = {
  title: "Care",
  body: "You have a new update",
  tag: "update",
  data: { type: "reply", url: "/portal" },
  actions: [{ action: "open", title: "Open" }],
  icon: "/icons/icon.svg",
  badge: "/icons/icon.svg",
};

describe("readPayload", () => {
  it("takes the server's payload as it is (spec section 3 fields)", () => {
    expect(readPayload(dataOf(payload))).toEqual(payload);
  });

  it("shows the neutral line for a message it cannot read, never nothing", () => {
    for (const data of [
      null,
      dataOf(null),
      dataOf({ body: 3 }),
      { json: () => JSON.parse("{") } as unknown as PushMessageData,
    ]) {
      expect(readPayload(data)).toMatchObject({
        body: "You have a new update",
        tag: "update",
        data: { url: "/" },
      });
    }
  });
});

describe("sameOriginPath", () => {
  it("keeps paths of this site and turns anything else into the home page", () => {
    expect(sameOriginPath("/portal?tab=2#top")).toBe("/portal?tab=2#top");
    expect(sameOriginPath(`${location.origin}/admin-dashboard`)).toBe("/admin-dashboard");
    expect(sameOriginPath("https://elsewhere.example/phish")).toBe("/");
    expect(sameOriginPath("javascript:alert(1)")).toBe("/");
    expect(sameOriginPath(42)).toBe("/");
  });
});

describe("the push handlers", () => {
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);

  beforeAll(() => {
    Object.assign(self, {
      registration: { showNotification },
      clients: { matchAll: async () => [], openWindow },
    });
    registerPushHandlers();
  });
  afterEach(() => {
    showNotification.mockClear();
    openWindow.mockClear();
  });

  function dispatch(type: string, extra: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    const event = Object.assign(new Event(type), extra, {
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    self.dispatchEvent(event);
    return Promise.all(waits);
  }

  it("shows the notification with the payload's title, body, tag, data, actions, icon and badge", async () => {
    await dispatch("push", { data: dataOf(payload) });
    const { title, ...options } = payload;
    expect(showNotification).toHaveBeenCalledWith(title, { ...options, renotify: true });
  });

  it("opens the app at data.url on a tap when no window is open", async () => {
    const close = vi.fn();
    await dispatch("notificationclick", { notification: { close, data: { type: "reply", url: "/portal" } } });
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith(`${location.origin}/portal`);
  });
});
