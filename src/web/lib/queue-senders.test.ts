import { describe, expect, it } from "vitest";
import { fakeServer } from "@web/test/render-app";
import type { QueueKind } from "./offline-queue-store";
import { sendAttempt } from "./queue-senders";

describe("sendAttempt", () => {
  it.each<[QueueKind, string]>([
    ["contact", "/api/contact"],
    ["application", "/api/applications"],
    ["testimonial", "/api/testimonials"],
  ])("sends a kept %s to %s through the typed client, with its key and body", async (kind, path) => {
    const server = fakeServer();
    server.on("POST", path, () => ({ status: 422, json: { error: { code: "x", message: "x" } } }));
    const response = await sendAttempt({ kind, body: { message: "Hello" }, key: "key-1" });
    expect(response.status).toBe(422);
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect([call?.method, call?.path, call?.body]).toEqual(["POST", path, { message: "Hello" }]);
    expect(call?.headers.get("Idempotency-Key")).toBe("key-1");
    expect(call?.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
