/**
 * A visitor's live chat with a navigator (decision 060): the hand-off opens it and gives
 * an HttpOnly cookie; the visitor's words go into the case, the navigator answers on the
 * "chat" channel and the visitor's stream hears it; the visitor ends it. Nobody else can
 * read or write it: no cookie, a made-up one, an ended one, all 404.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { caseDetailSchema } from "@shared/api/cases";
import { liveChatSchema } from "@shared/api/live-chat";
import { useHarness, type TestUser } from "../../test/harness";
import { caseEvents, liveChats } from "../../db/schema";
import { readEventStream } from "../../test/event-stream";
import { LIVE_CHAT_COOKIE } from "./live-chat";

const h = useHarness();
let navigator: TestUser;
let otherRegion: TestUser;

beforeAll(async () => {
  navigator = await h.createUser({ role: "admin", region: "kampala", name: "Ruth Nabirye" });
  otherRegion = await h.createUser({ role: "admin", region: "mbarara" });
});

/** A visitor asks for a person and to chat here; answers their cookie and the case. */
async function visitorStartsChat(): Promise<{ cookie: string; caseId: string }> {
  const response = await h.request("/api/assistant/handoff", {
    method: "POST",
    json: {
      consent: true,
      region: "kampala",
      live_chat: true,
      messages: [{ from: "user", text: "I want to end my life tonight" }],
    },
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ ok: true, live_chat: true });
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${LIVE_CHAT_COOKIE}=`));
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/SameSite=Strict/i);
  expect(line).toMatch(/Path=\/api\/live-chat/i);
  const cookie = line!.split(";")[0]!;
  const token = cookie.slice(LIVE_CHAT_COOKIE.length + 1);
  const [chat] = await h.deps.db
    .select()
    .from(liveChats)
    .where(eq(liveChats.tokenHash, createHash("sha256").update(token).digest("hex")));
  return { cookie, caseId: chat!.caseId };
}

const asVisitor = (cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  h.request(path, { ...init, headers: { cookie } });

describe("a visitor's live chat", () => {
  it("carries the visitor's words to the case and the navigator's reply back, live", async () => {
    const { cookie, caseId } = await visitorStartsChat();
    const opened = liveChatSchema.parse(await (await asVisitor(cookie, "/api/live-chat")).json());
    expect(opened).toEqual({ messages: [], navigator: null, within_minutes: 60 });

    const stream = readEventStream(await asVisitor(cookie, "/api/live-chat/events"));
    await stream.next((event) => event.event === "ready");

    const written = await asVisitor(cookie, "/api/live-chat/messages", {
      method: "POST",
      json: { text: "Are you there? I am scared" },
    });
    expect(written.status).toBe(201);

    // The navigator sees it in the case and answers in the chat (the usual channel now).
    const detail = caseDetailSchema.parse(
      await (await h.request(`/api/admin/cases/${caseId}`, { as: navigator })).json(),
    );
    expect(detail.reply_channels[0]).toBe("chat");
    expect(detail.case.live_chat).toBe(true);
    expect(detail.thread.map((event) => event.text)).toContain("Are you there? I am scared");
    const reply = await h.request(`/api/admin/cases/${caseId}/replies`, {
      method: "POST",
      as: navigator,
      json: { text: "I am here with you. My name is Ruth.", channel: "chat" },
    });
    expect(reply.status).toBe(201);
    await stream.next((event) => event.event === "case");
    await stream.close();

    const after = liveChatSchema.parse(await (await asVisitor(cookie, "/api/live-chat")).json());
    expect(after.navigator).toBe("Ruth Nabirye");
    expect(after.messages.map((message) => [message.from, message.text])).toEqual([
      ["you", "Are you there? I am scared"],
      ["team", "I am here with you. My name is Ruth."],
    ]);
  });

  it("ends when the visitor ends it: the team reads so, and the chat is gone for everyone", async () => {
    const { cookie, caseId } = await visitorStartsChat();
    expect((await asVisitor(cookie, "/api/live-chat", { method: "DELETE" })).status).toBe(204);
    expect((await asVisitor(cookie, "/api/live-chat")).status).toBe(404);
    const detail = caseDetailSchema.parse(
      await (await h.request(`/api/admin/cases/${caseId}`, { as: navigator })).json(),
    );
    expect(detail.case.live_chat).toBe(false);
    const ended = await h.deps.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.code, "chat_ended")));
    expect(ended).toHaveLength(1);
    // The navigator can no longer answer there; SMS or e-mail need what the visitor left.
    const reply = await h.request(`/api/admin/cases/${caseId}/replies`, {
      method: "POST",
      as: navigator,
      json: { text: "Are you still there?", channel: "chat" },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ error: { code: "channel_unavailable", field: "channel" } });
  });

  it("answers 404 without the cookie, with a made-up one, and to another region's admin", async () => {
    const { caseId } = await visitorStartsChat();
    expect((await h.request("/api/live-chat")).status).toBe(404);
    expect((await asVisitor(`${LIVE_CHAT_COOKIE}=made-up`, "/api/live-chat")).status).toBe(404);
    const write = await asVisitor(`${LIVE_CHAT_COOKIE}=made-up`, "/api/live-chat/messages", {
      method: "POST",
      json: { text: "hello" },
    });
    expect(write.status).toBe(404);
    expect((await h.request("/api/live-chat/events")).status).toBe(404);
    expect((await h.request(`/api/admin/cases/${caseId}`, { as: otherRegion })).status).toBe(404);
  });

  it("names the field of an empty message, and opens no chat for a signed-in person", async () => {
    const { cookie } = await visitorStartsChat();
    const empty = await asVisitor(cookie, "/api/live-chat/messages", { method: "POST", json: { text: " " } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { field: "text" } });

    const client = await h.createUser();
    const response = await h.request("/api/assistant/handoff", {
      method: "POST",
      as: client,
      json: { consent: true, live_chat: true },
    });
    expect(await response.json()).toEqual({ ok: true, live_chat: false });
    expect(response.headers.getSetCookie().some((line) => line.startsWith(LIVE_CHAT_COOKIE))).toBe(false);
  });
});
