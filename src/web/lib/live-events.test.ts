import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  connectLiveEvents,
  queriesToRefresh,
  reconnectDelay,
  LIVE_EVENTS_PATH,
  type LiveEventHandlers,
} from "./live-events";

/** Enough of EventSource to drive the client: the test fires events and errors. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = "{}") {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.instances.at(-1) as FakeEventSource;

function handlers() {
  return {
    onEvent: vi.fn<LiveEventHandlers["onEvent"]>(),
    onReconnected: vi.fn<LiveEventHandlers["onReconnected"]>(),
    onSessionInDoubt: vi.fn<LiveEventHandlers["onSessionInDoubt"]>(),
  };
}

const connect = (spy: LiveEventHandlers) =>
  connectLiveEvents(spy, { EventSource: FakeEventSource as unknown as typeof EventSource, random: () => 1 });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("reconnectDelay", () => {
  it("doubles from 1 s and stops at 30 s, with jitter between half and all of it", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
  });
});

describe("queriesToRefresh", () => {
  it("refreshes the notifications (list and count) on a notification", () => {
    expect(queriesToRefresh("notification", { id: "n1", type: "reply" })).toEqual([["notifications"]]);
  });

  it("also refreshes the applications when the notification is about one", () => {
    expect(queriesToRefresh("notification", { type: "application" })).toEqual([
      ["notifications"],
      ["applications"],
    ]);
  });

  it("refreshes an admin's workspace, badge and team on an inbox event, and applications on an application event", () => {
    expect(queriesToRefresh("inbox", {})).toEqual([
      ["admin", "inbox"],
      ["notifications", "unread-count"],
      ["admin", "team"],
    ]);
    expect(queriesToRefresh("application", { id: "a1" })).toEqual([["applications"]]);
  });

  it("refreshes the reminders, the adherence and the bell, where its ring is, when a reminder rings", () => {
    expect(queriesToRefresh("reminder", { id: "r1" })).toEqual([
      ["reminders"],
      ["adherence"],
      ["notifications"],
    ]);
  });
});

describe("connectLiveEvents", () => {
  it("opens /api/events with cookies and passes each event on with its ids only", () => {
    const spy = handlers();
    connect(spy);
    expect(latest()).toMatchObject({ url: LIVE_EVENTS_PATH, init: { withCredentials: true } });
    latest().emit("ready");
    latest().emit("notification", JSON.stringify({ id: "n1", type: "reply", title: "dropped" }));
    latest().emit("inbox", "not json");
    expect(spy.onEvent).toHaveBeenNthCalledWith(1, "notification", { id: "n1", type: "reply" });
    expect(spy.onEvent).toHaveBeenNthCalledWith(2, "inbox", {});
    expect(spy.onReconnected).not.toHaveBeenCalled();
  });

  it("reconnects after a failure with growing delays, and says what was missed once back", () => {
    const spy = handlers();
    connect(spy);
    latest().emit("ready");
    const first = latest();
    first.fail();
    expect(first.closed).toBe(true);
    expect(spy.onSessionInDoubt).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    latest().fail();
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    latest().emit("ready");
    expect(spy.onReconnected).toHaveBeenCalledTimes(1);
    // Once connected, the next failure starts from the shortest delay again.
    latest().fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it("refreshes everything when the server says it missed events (resync), and stays connected", () => {
    const spy = handlers();
    connect(spy);
    latest().emit("ready");
    latest().emit("resync");
    expect(spy.onReconnected).toHaveBeenCalledTimes(1);
    expect(latest().closed).toBe(false);
    expect(spy.onSessionInDoubt).not.toHaveBeenCalled();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("re-checks the session when the server says it ended", () => {
    const spy = handlers();
    connect(spy);
    latest().emit("ready");
    latest().emit("session_ended");
    expect(latest().closed).toBe(true);
    expect(spy.onSessionInDoubt).toHaveBeenCalledTimes(1);
  });

  it("closes for good on close(): no reconnection afterwards", () => {
    const spy = handlers();
    const connection = connect(spy);
    const source = latest();
    connection.close();
    expect(source.closed).toBe(true);
    source.fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
