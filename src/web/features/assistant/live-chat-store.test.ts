import { describe, expect, it, vi } from "vitest";
import type { ClientCaseMessage } from "@shared/api/cases";
import type { LiveChat } from "@shared/api/live-chat";
import { ApiError } from "@web/lib/http";
import { createLiveChatStore, type LiveChatDeps } from "./live-chat-store";

const message = (id: string, from: "you" | "team", text: string): ClientCaseMessage => ({
  id,
  from,
  author_name: from === "team" ? "Ruth" : null,
  text,
  at: "2026-11-24T03:00:00.000Z",
});

function harness(chat: LiveChat) {
  let onChange: () => void = () => {};
  const close = vi.fn();
  const deps = {
    read: vi.fn<LiveChatDeps["read"]>(async () => chat),
    write: vi.fn<LiveChatDeps["write"]>(async (text) => message("m-new", "you", text)),
    end: vi.fn<LiveChatDeps["end"]>(async () => {}),
    listen: vi.fn<LiveChatDeps["listen"]>((listener) => {
      onChange = listener;
      return { close };
    }),
  };
  return { store: createLiveChatStore(deps), deps, close, push: () => onChange() };
}

describe("a visitor's live chat", () => {
  it("opens waiting for a navigator, and shows who joined and what they wrote when the stream says so", async () => {
    const chat: LiveChat = { messages: [], navigator: null, within_minutes: 60 };
    const { store, deps, push } = harness(chat);
    await store.start();
    expect(store.getState()).toEqual({ status: "open", navigator: null, messages: [], withinMinutes: 60 });
    expect(deps.listen).toHaveBeenCalledTimes(1);

    chat.navigator = "Ruth";
    chat.messages = [message("m1", "team", "I am here with you.")];
    push();
    await vi.waitFor(() => expect(store.getState().navigator).toBe("Ruth"));
    expect(store.getState().messages.map((entry) => entry.text)).toEqual(["I am here with you."]);
  });

  it("sends the visitor's words once, and refuses empty ones", async () => {
    const { store, deps } = harness({ messages: [], navigator: null, within_minutes: 60 });
    await store.start();
    expect(await store.send("   ")).toBe(false);
    expect(await store.send(" Are you there? ")).toBe(true);
    expect(deps.write).toHaveBeenCalledWith("Are you there?");
    expect(store.getState().messages.map((entry) => entry.text)).toEqual(["Are you there?"]);
  });

  it("is over when the server no longer knows it (404), and after the visitor ends it", async () => {
    const { store, deps, close } = harness({ messages: [], navigator: null, within_minutes: 60 });
    await store.start();
    deps.write.mockRejectedValueOnce(new TypeError("offline"));
    expect(await store.send("hello")).toBe(false);
    expect(store.getState().status).toBe("open");
    deps.write.mockRejectedValueOnce(new ApiError(404, "not_found", "There is no open chat."));
    expect(await store.send("hello")).toBe(false);
    expect(store.getState().status).toBe("ended");
    expect(close).toHaveBeenCalled();

    await store.start();
    await store.end();
    expect(deps.end).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe("ended");
    expect(await store.send("still there?")).toBe(false);
  });
});

describe("the live chat's own stream", () => {
  /** The browser's EventSource: a refused connection (a 503 mid-restart) closes it for good. */
  class ClosingEventSource {
    static opened: ClosingEventSource[] = [];
    onerror: (() => void) | null = null;
    constructor(readonly url: string) {
      ClosingEventSource.opened.push(this);
    }
    addEventListener() {}
    close() {}
  }

  it("opens again after the server refused it, and reads the conversation meanwhile", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", ClosingEventSource);
    try {
      const read = vi.fn<LiveChatDeps["read"]>(async () => ({
        messages: [],
        navigator: null,
        within_minutes: 60,
      }));
      const store = createLiveChatStore({ read });
      await store.start();
      expect(ClosingEventSource.opened.map((source) => source.url)).toEqual(["/api/live-chat/events"]);
      ClosingEventSource.opened[0]!.onerror?.();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(ClosingEventSource.opened.length).toBeGreaterThanOrEqual(2);
      expect(read.mock.calls.length).toBeGreaterThanOrEqual(2);
      store.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
