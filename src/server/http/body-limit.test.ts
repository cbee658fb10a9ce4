/**
 * A chunked body without a length is cut off as it arrives (issue 18: a 600 MB body
 * raised memory to 1.6 GB before the 413): the server reads no further than the largest
 * body any route takes.
 */
import { describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";
import { MAX_REQUEST_BYTES } from "./validate";

const h = useHarness();

const CHUNK = new Uint8Array(64 * 1024).fill(0x61);
const OFFERED_BYTES = 8 * 1024 * 1024;

describe("request bodies", () => {
  it("are refused with 413 once they pass the limit, without being read to the end", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= OFFERED_BYTES) return controller.close();
        pulled += CHUNK.length;
        controller.enqueue(CHUNK);
      },
    });
    const response = await h.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "too_large" } });
    expect(pulled).toBeLessThanOrEqual(MAX_REQUEST_BYTES + 2 * CHUNK.length);
  });
});
