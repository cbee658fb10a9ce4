/**
 * Behind one proxy (TRUST_PROXY=1), a client who writes its own X-Forwarded-For entries
 * still lands in its real address's rate-limit bucket (issue 18, item 3): the leftmost
 * entry, which the client chooses, is never taken for its address.
 */
import { describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";

const h = useHarness({ TRUST_PROXY: "1" });

describe("rate limits behind a proxy", () => {
  it("cannot be dodged by writing a new address into X-Forwarded-For each time", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await h.request("/api/auth/phone-number/verify", {
        method: "POST",
        // The proxy appends the address it saw (198.51.100.7); the client wrote the first one.
        headers: { "x-forwarded-for": `6.6.6.${attempt}, 198.51.100.7` },
        json: { phoneNumber: "+256700100200", code: "123456" },
      });
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy has a bucket of their own.
    const other = await h.request("/api/auth/phone-number/verify", {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.8" },
      json: { phoneNumber: "+256700100201", code: "123456" },
    });
    expect(other.status).not.toBe(429);
  });
});
