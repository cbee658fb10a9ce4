import { describe, expect, it, vi } from "vitest";
import { answerNavigation, fetchWithin } from "./offline-fallback";

const request = new Request("https://care.example/services", { mode: "same-origin" });
const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html" } });

/** A precache holding the given URLs. */
const precache = (stored: Record<string, string>) => async (key: string | Request) => {
  const body = stored[typeof key === "string" ? key : new URL(key.url).pathname];
  return body === undefined ? undefined : html(body);
};

const unreachable = async () => {
  throw new TypeError("Failed to fetch");
};

/** A network that answers only once aborted (never, from the caller's point of view). */
const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
  });

describe("answerNavigation", () => {
  it("gives the network's page when it answers", async () => {
    const response = await answerNavigation(request, {
      fetcher: async () => html("fresh"),
      fromPrecache: precache({ "/index.html": "stored shell" }),
    });
    expect(await response.text()).toBe("fresh");
  });

  it("gives the stored app shell offline", async () => {
    const response = await answerNavigation(request, {
      fetcher: unreachable,
      fromPrecache: precache({ "/index.html": "stored shell", "/offline.html": "offline page" }),
    });
    expect(await response.text()).toBe("stored shell");
  });

  it("gives the stored shell when the network is slower than the timeout", async () => {
    const response = await answerNavigation(request, {
      fetcher: hanging,
      fromPrecache: precache({ "/index.html": "stored shell" }),
      timeoutMs: 20,
    });
    expect(await response.text()).toBe("stored shell");
  });

  it("prefers the stored shell to a proxy's server error", async () => {
    const response = await answerNavigation(request, {
      fetcher: async () => html("bad gateway", 502),
      fromPrecache: precache({ "/index.html": "stored shell" }),
    });
    expect(await response.text()).toBe("stored shell");
  });

  it("gives the offline page when not even the shell is stored", async () => {
    const response = await answerNavigation(request, {
      fetcher: unreachable,
      fromPrecache: precache({ "/offline.html": "offline page" }),
    });
    expect(await response.text()).toBe("offline page");
  });

  it("passes the server's own error on when nothing is stored, and a network error when there is nothing at all", async () => {
    const fromServer = await answerNavigation(request, {
      fetcher: async () => html("oops", 503),
      fromPrecache: precache({}),
    });
    expect(fromServer.status).toBe(503);
    const nothing = await answerNavigation(request, { fetcher: unreachable, fromPrecache: precache({}) });
    expect(nothing.type).toBe("error");
  });
});

describe("fetchWithin", () => {
  it("aborts the request it gave up on", async () => {
    const seen: AbortSignal[] = [];
    const fetcher = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) seen.push(init.signal);
      return hanging(input, init);
    });
    expect(await fetchWithin(request, 10, fetcher)).toBeNull();
    expect(seen[0]?.aborted).toBe(true);
  });
});
