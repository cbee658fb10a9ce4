import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STOCK_IMAGES } from "@shared/api/images";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import { createImageSearch } from "../../adapters/image-search";
import { SEARCH_CALLS_PER_MINUTE, createImageSearcher } from "./search-images";

const KEY = "secret-search-key-123";
const CX = "engine-42";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A custom-search stand-in on 127.0.0.1; each test sets how it answers. */
let server: Server;
let stubUrl: string;
let handler: Handler;
let received: URL[];

function answer(links: string[], status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ kind: "customsearch#search", items: links.map((link) => ({ link, title: "x" })) }),
    );
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(new URL(request.url ?? "/", "http://127.0.0.1"));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customsearch/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  handler = answer([]);
});

const STOCK = STOCK_IMAGES.map((url) => ({ url }));

async function search(h: Harness, query: string, as: TestUser | null = null) {
  const response = await h.request(`/api/images/search?${query}`, { as });
  return { response, text: await response.text() };
}

describe("GET /api/images/search with the search configured", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      IMAGE_SEARCH_URL: stubUrl,
      IMAGE_SEARCH_KEY: KEY,
      IMAGE_SEARCH_CX: CX,
      IMAGE_SEARCH_ALLOWED_HOSTS: "images.example.org",
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it("asks with the spec's parameters and five results by default", async () => {
    handler = answer(["https://photos.example.net/a.jpg"]);
    const { response } = await search(h, "q=market+day");
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    const params = Object.fromEntries(received[0]!.searchParams);
    expect(params).toEqual({
      key: KEY,
      cx: CX,
      q: "market day",
      searchType: "image",
      imgSize: "medium",
      safe: "active",
      num: "5",
    });
  });

  it("accepts allowed hosts and image extensions only, over https, and never shows the key", async () => {
    handler = answer([
      "https://images.example.org/photo/123", // allowed host, no extension
      "https://cdn.images.example.org/p?id=7", // subdomain of an allowed host
      "https://elsewhere.example.com/pic.JPEG", // extension rule
      "https://elsewhere.example.com/page.html", // neither
      "http://elsewhere.example.com/insecure.png", // not https
      "javascript:alert(1)//.png",
      "not a url",
      "https://user:pass@elsewhere.example.com/a.png",
    ]);
    const { response, text } = await search(h, "q=river+view&count=8");
    const body = JSON.parse(text);
    expect(body).toEqual({
      source: "search",
      images: [
        { url: "https://images.example.org/photo/123" },
        { url: "https://cdn.images.example.org/p?id=7" },
        { url: "https://elsewhere.example.com/pic.JPEG" },
      ],
    });
    expect(received[0]!.searchParams.get("num")).toBe("8");
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(CX);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("keeps an answer, so the same query does not ask the service again", async () => {
    handler = answer(["https://images.example.org/1"]);
    await search(h, "q=Same+Query");
    await search(h, "q=same+query");
    expect(received).toHaveLength(1);
  });

  it("answers the stock images when nothing found is acceptable", async () => {
    handler = answer(["https://elsewhere.example.com/page.html"]);
    const { text } = await search(h, "q=nothing+usable");
    expect(JSON.parse(text)).toEqual({ source: "stock", images: STOCK });
  });

  it("answers the stock images when the service fails, and does not leak its error", async () => {
    handler = (_request, response) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(`quota exceeded for key ${KEY}`);
    };
    const { response, text } = await search(h, "q=failing");
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ source: "stock", images: STOCK });
    expect(text).not.toContain(KEY);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("answers the stock images when the service sends something that is not JSON", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>login</html>");
    };
    const { text } = await search(h, "q=garbled");
    expect(JSON.parse(text).source).toBe("stock");
  });

  it("answers the stock images when the service cannot be reached", async () => {
    const unreachable = createImageSearcher({
      adapter: createImageSearch({
        url: "http://127.0.0.1:9/customsearch/v1",
        key: KEY,
        cx: CX,
        timeoutMs: 2000,
      }),
      allowedHosts: [],
      logger: h.deps.logger,
      now: () => new Date(),
    });
    await expect(unreachable("unreachable", 5)).resolves.toEqual({ source: "stock", images: STOCK });
  });

  it("answers the stock images when the service is slower than its timeout", async () => {
    handler = () => undefined;
    const slow = createImageSearcher({
      adapter: createImageSearch({ url: stubUrl, key: KEY, cx: CX, timeoutMs: 200 }),
      allowedHosts: [],
      logger: h.deps.logger,
      now: () => new Date(),
    });
    await expect(slow("slow", 5)).resolves.toEqual({ source: "stock", images: STOCK });
  });

  it("stops asking the service past its budget per minute, and starts again a minute later", async () => {
    handler = answer(["https://images.example.org/budget"]);
    for (let index = 0; index < SEARCH_CALLS_PER_MINUTE + 3; index += 1) await search(h, `q=budget+${index}`);
    expect(received.length).toBeLessThanOrEqual(SEARCH_CALLS_PER_MINUTE);
    const { text } = await search(h, "q=over+budget");
    expect(JSON.parse(text).source).toBe("stock");
    h.clock.advance(61_000);
    const later = await search(h, "q=next+minute");
    expect(JSON.parse(later.text).source).toBe("search");
  });
});

describe("GET /api/images/search without the search configured", () => {
  let h: Harness;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    // The key is missing: the URL and engine alone are not enough.
    h = await createHarness({ IMAGE_SEARCH_URL: stubUrl, IMAGE_SEARCH_CX: CX });
    client = await h.createUser();
    admin = await h.createUser({ role: "admin", region: "kampala" });
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([
    ["anonymous", () => null],
    ["a signed-in client", () => client],
    ["an admin", () => admin],
  ])("answers %s the five stock images without calling anything", async (_who, as) => {
    const { response, text } = await search(h, "q=clinic&count=2", as());
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ source: "stock", images: STOCK });
    expect(received).toHaveLength(0);
  });

  it.each([
    ["", "q"],
    ["q=", "q"],
    ["q=%20%20", "q"],
    [`q=${"a".repeat(101)}`, "q"],
    ["q=x&count=0", "count"],
    ["q=x&count=11", "count"],
    ["q=x&count=two", "count"],
    ["q=x&count=1.5", "count"],
  ])("refuses ?%s with a 400 naming %s", async (query, field) => {
    const { response, text } = await search(h, query);
    expect(response.status).toBe(400);
    expect(JSON.parse(text).error).toMatchObject({ code: "validation", field });
  });
});
