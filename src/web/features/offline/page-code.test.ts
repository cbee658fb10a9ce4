import { describe, expect, it, vi } from "vitest";
import { createApi } from "@web/lib/api";
import { lazyPage, loadPageCode, PageCodeUnavailable, serverReachable, type Connection } from "./page-code";

const chunkError = () => new TypeError("Failed to fetch dynamically imported module");
const reload = () => Promise.resolve();

function connection({ online = true, reachable = true } = {}): Connection & { asked: () => number } {
  let asked = 0;
  return {
    online: () => online,
    reachable: async () => {
      asked += 1;
      return reachable;
    },
    asked: () => asked,
  };
}

async function failure(promise: Promise<unknown>): Promise<PageCodeUnavailable> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PageCodeUnavailable);
  return error as PageCodeUnavailable;
}

describe("loadPageCode", () => {
  it("online, tries a failed download once more and returns the page", async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce("page");
    await expect(loadPageCode(load, reload, connection())).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offline, does not try again: the connection is why, not an error", async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    const net = connection({ online: false });
    const error = await failure(loadPageCode(load, reload, net));
    expect(error.offline).toBe(true);
    expect(error.reload).toBe(reload);
    expect(load).toHaveBeenCalledTimes(1);
    expect(net.asked()).toBe(0);
  });

  it("online, twice failed while the server answers: an error (the router's fallback)", async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    const error = await failure(loadPageCode(load, reload, connection()));
    expect(error.offline).toBe(false);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online by the browser's word, but the server is out of reach: offline", async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    const net = connection({ reachable: false });
    expect((await failure(loadPageCode(load, reload, net))).offline).toBe(true);
    expect(net.asked()).toBe(1);
  });
});

describe("serverReachable", () => {
  it("is true for any answer, false when the request fails", async () => {
    const answers = vi.fn(async () => new Response("", { status: 503 }));
    await expect(serverReachable(createApi(answers))).resolves.toBe(true);
    expect(answers).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/health$/),
      expect.objectContaining({ cache: "no-store", credentials: "omit" }),
    );
    const unreachable = createApi(vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(serverReachable(unreachable)).resolves.toBe(false);
  });
});

describe("lazyPage", () => {
  it("reloads a page that failed offline once its code can be downloaded", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    function Page() {
      return null;
    }
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: Page });
    const page = lazyPage(load);
    const error = await failure(page.preload());
    expect(error.offline).toBe(true);

    await error.reload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
