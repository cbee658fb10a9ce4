import { describe, expect, it } from "vitest";
import { judgeRequestSource } from "./request-origin";

const OURS = "https://care.example.org";
const judge = (method: string, origin?: string, fetchSite?: string) =>
  judgeRequestSource({ method, origin, fetchSite }, OURS)?.code ?? "accepted";

describe("where a state-changing request comes from", () => {
  it("accepts our own page, by Origin or by Sec-Fetch-Site", () => {
    expect(judge("POST", OURS)).toBe("accepted");
    expect(judge("DELETE", OURS, "same-origin")).toBe("accepted");
    expect(judge("PATCH", undefined, "same-origin")).toBe("accepted");
  });

  it("refuses a request that says neither", () => {
    expect(judge("POST")).toBe("origin_required");
    expect(judge("PUT")).toBe("origin_required");
  });

  it("refuses another site, a sibling subdomain and an Origin that contradicts the fetch", () => {
    expect(judge("POST", "https://evil.example")).toBe("bad_origin");
    expect(judge("POST", undefined, "cross-site")).toBe("bad_origin");
    expect(judge("POST", undefined, "same-site")).toBe("bad_origin");
    expect(judge("POST", "https://evil.example", "same-origin")).toBe("bad_origin");
    expect(judge("POST", "null")).toBe("bad_origin");
  });

  it("lets reads through whatever they say", () => {
    expect(judge("GET")).toBe("accepted");
    expect(judge("HEAD", "https://evil.example", "cross-site")).toBe("accepted");
  });
});
