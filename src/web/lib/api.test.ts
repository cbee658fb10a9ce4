import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, readAnswer, readOutcome, readRemoval } from "./api";

const created = z.object({ id: z.string() });

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("readAnswer", () => {
  it("gives the answer parsed by its schema", async () => {
    expect(await readAnswer(answer(201, { id: "a1" }), created)).toEqual({ id: "a1" });
  });

  it("refuses an answer of another shape instead of handing it to the page", async () => {
    await expect(readAnswer(answer(200, { id: 7 }), created)).rejects.toMatchObject({
      status: 200,
      code: "unexpected_answer",
    });
  });

  it("throws the server's error with its code and field", async () => {
    const refused = answer(400, { error: { code: "invalid_email", message: "Bad", field: "email" } });
    const error = await readAnswer(Promise.resolve(refused), created).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "invalid_email", field: "email" });
  });
});

describe("readOutcome", () => {
  it("reads nothing of a success and throws an error answer", async () => {
    await expect(readOutcome(answer(200, { anything: true }))).resolves.toBeUndefined();
    await expect(readOutcome(new Response(null, { status: 204 }))).resolves.toBeUndefined();
    await expect(
      readOutcome(answer(404, { error: { code: "not_found", message: "No" } })),
    ).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
  });
});

describe("readRemoval", () => {
  it("takes what is already gone as removed, and throws any other error", async () => {
    await expect(readRemoval(new Response(null, { status: 204 }))).resolves.toBeUndefined();
    await expect(
      readRemoval(answer(404, { error: { code: "not_found", message: "No" } })),
    ).resolves.toBeUndefined();
    await expect(
      readRemoval(answer(403, { error: { code: "forbidden", message: "No" } })),
    ).rejects.toMatchObject({ status: 403, code: "forbidden" });
  });
});

describe("an iCare reply from a newer server", () => {
  it("is read whole with a topic and a language this page does not know yet", async () => {
    const { assistantReplySchema } = await import("@shared/api/assistant");
    const reply = {
      language: "nyn",
      response: "Please call the crisis line now.",
      intent: "a_topic_added_later",
      risk_level: "high",
      needs_search: false,
      safety_note: null,
    };
    expect(await readAnswer(answer(200, reply), assistantReplySchema)).toMatchObject({
      language: "en",
      intent: "other",
      risk_level: "high",
      response: "Please call the crisis line now.",
    });
  });
});

describe("a notification from a newer server", () => {
  it("of a kind this page does not know yet is read as other", async () => {
    const { notificationListSchema } = await import("@shared/api/notifications");
    const page = {
      notifications: [
        {
          id: "n1",
          type: "a_kind_added_later",
          title: "New",
          message: "Something new",
          data: {},
          read: false,
          created_at: "2026-11-29T08:00:00.000Z",
          updated_at: "2026-11-29T08:00:00.000Z",
        },
      ],
      has_older: false,
    };
    const read = await readAnswer(answer(200, page), notificationListSchema);
    expect(read.notifications[0]?.type).toBe("other");
  });
});
