import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AuthProvider } from "@web/lib/auth";
import { LIVE_QUERY_KEYS } from "../../../lib/live-events";
import { SIGNED_IN_ME, fakeServer, useEnglish } from "@web/test/notifications";
import { useLiveEvents } from "./use-live-events";

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: "{}" }));
  }
}

function LiveEvents() {
  useLiveEvents();
  return null;
}

const everyLiveQuery = Object.values(LIVE_QUERY_KEYS).map((queryKey) => [{ queryKey }]);

beforeAll(async () => {
  await useEnglish();
});
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  fakeServer().on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
});

describe("useLiveEvents", () => {
  it("refetches everything shown after the server's resync and after a reconnection", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveEvents />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.instances[0]!;
    first.emit("ready");
    expect(invalidate).not.toHaveBeenCalled();

    // The server's database was away for a moment: the stream stays, the data is refetched.
    first.emit("resync");
    expect(invalidate.mock.calls).toEqual(everyLiveQuery);

    // The server itself restarted: the stream breaks, comes back, and the data is refetched.
    invalidate.mockClear();
    first.onerror?.();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 });
    FakeEventSource.instances[1]!.emit("ready");
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ["me"] }], ...everyLiveQuery]);
  });
});
