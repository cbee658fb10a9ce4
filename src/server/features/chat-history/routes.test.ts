import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CHAT_HISTORY_LIMITS, type ChatHistoryResponse } from "@shared/api/chat-history";
import { useHarness, type TestUser } from "../../test/harness";
import { strangers } from "../../test/people";
import { chatSessions } from "../../db/schema";
import { exportMyData } from "../account/export-my-data";
import { deleteAccount } from "../account/delete-account";

const h = useHarness();
let client: TestUser;
let others: TestUser[];

beforeAll(async () => {
  client = await h.createUser({ name: "Amina" });
  others = await strangers(h, "masaka");
});

let sequence = 0;
const newId = () => `chat_${Date.now()}_s${(sequence += 1)}`;

function conversation(text: string, timestamp = Date.now(), current = true) {
  return {
    messages: [
      { id: `m${sequence}a`, text, isUser: true, timestamp },
      {
        id: `m${sequence}b`,
        text: "Take it as soon as you remember.",
        isUser: false,
        timestamp,
        highRisk: false,
      },
    ],
    timestamp,
    current,
  };
}

const put = (id: string, as: TestUser | null, json: unknown) =>
  h.request(`/api/chat-history/${id}`, { method: "PUT", as, json });

async function history(as: TestUser): Promise<ChatHistoryResponse> {
  const response = await h.request("/api/chat-history", { as });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.json();
}

describe("who may read and change conversations", () => {
  it("refuses an anonymous visitor on every route", async () => {
    const id = newId();
    const attempts = [
      h.request("/api/chat-history"),
      put(id, null, conversation("hello")),
      h.request(`/api/chat-history/${id}`, { method: "DELETE" }),
      h.request("/api/chat-history", { method: "DELETE" }),
      h.request("/api/chat-history/current", { method: "DELETE" }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(401);
  });

  it("keeps one person's conversations from another client and from an admin", async () => {
    const id = newId();
    expect((await put(id, client, conversation("I missed my dose yesterday"))).status).toBe(204);
    for (const stranger of others) {
      expect((await history(stranger)).sessions.map((session) => session.id)).not.toContain(id);
      // Their own row of the same name, never the owner's.
      expect((await put(id, stranger, conversation("mine"))).status).toBe(204);
      expect((await h.request(`/api/chat-history/${id}`, { method: "DELETE", as: stranger })).status).toBe(
        204,
      );
      expect((await h.request("/api/chat-history", { method: "DELETE", as: stranger })).status).toBe(204);
    }
    const own = await history(client);
    expect(own.sessions.find((session) => session.id === id)?.messages[0]?.text).toBe(
      "I missed my dose yesterday",
    );
  });
});

describe("saving and restoring", () => {
  it("keeps the messages encrypted at rest and gives them back whole", async () => {
    const id = newId();
    await put(id, client, conversation("My viral load came back at 1200"));
    const [row] = await h.deps.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(row?.messages.startsWith(h.deps.cipher.currentPrefix)).toBe(true);
    expect(row?.messages).not.toContain("viral");
    const saved = (await history(client)).sessions.find((session) => session.id === id);
    expect(saved?.messages.map((message) => message.text)).toEqual([
      "My viral load came back at 1200",
      "Take it as soon as you remember.",
    ]);
  });

  it("marks one conversation as the open one, and releases it", async () => {
    const first = newId();
    const second = newId();
    await put(first, client, conversation("first"));
    expect((await history(client)).current_id).toBe(first);
    await put(second, client, conversation("second"));
    expect((await history(client)).current_id).toBe(second);
    // Saved as history (closing the chat), the open one stays open.
    await put(first, client, conversation("first again", Date.now(), false));
    expect((await history(client)).current_id).toBe(second);
    expect((await h.request("/api/chat-history/current", { method: "DELETE", as: client })).status).toBe(204);
    const after = await history(client);
    expect(after.current_id).toBeNull();
    expect(after.sessions.map((session) => session.id)).toEqual(expect.arrayContaining([first, second]));
  });

  it("lists the newest first and forgets the oldest beyond the limit", async () => {
    const person = await h.createUser({ name: "Many chats" });
    const start = Date.UTC(2026, 10, 1);
    const ids: string[] = [];
    for (let index = 0; index < CHAT_HISTORY_LIMITS.sessionsPerUser + 2; index += 1) {
      const id = newId();
      ids.push(id);
      expect((await put(id, person, conversation(`chat ${index}`, start + index * 1000, false))).status).toBe(
        204,
      );
    }
    const listed = (await history(person)).sessions.map((session) => session.id);
    expect(listed).toHaveLength(CHAT_HISTORY_LIMITS.sessionsPerUser);
    expect(listed[0]).toBe(ids.at(-1));
    expect(listed).not.toContain(ids[0]);
    expect(listed).not.toContain(ids[1]);
  });

  it("deletes one conversation, then all of them", async () => {
    const keep = newId();
    const drop = newId();
    await put(keep, client, conversation("keep"));
    await put(drop, client, conversation("drop"));
    await h.request(`/api/chat-history/${drop}`, { method: "DELETE", as: client });
    const ids = (await history(client)).sessions.map((session) => session.id);
    expect(ids).toContain(keep);
    expect(ids).not.toContain(drop);
    await h.request("/api/chat-history", { method: "DELETE", as: client });
    expect((await history(client)).sessions).toEqual([]);
  });

  it("is part of the person's data export and goes with the account", async () => {
    const person = await h.createUser({ name: "Leaving" });
    const id = newId();
    await put(id, person, conversation("export me"));
    const exported = await exportMyData(h.deps, person.id);
    expect(exported.chatHistory.map((session) => session.messages[0]?.text)).toEqual(["export me"]);
    await deleteAccount(h.deps, person.id);
    expect(await h.deps.db.select().from(chatSessions).where(eq(chatSessions.userId, person.id))).toEqual([]);
  });
});

describe("bad input", () => {
  it("names the field", async () => {
    const cases: [string, unknown, string][] = [
      ["not-a-chat-id", conversation("x"), "id"],
      [newId(), { ...conversation("x"), messages: [] }, "messages"],
      [newId(), { ...conversation("x"), current: "yes" }, "current"],
      [newId(), { ...conversation("x"), timestamp: "soon" }, "timestamp"],
      [
        newId(),
        { ...conversation("x"), messages: [{ id: "m", text: "x".repeat(4001), isUser: true, timestamp: 1 }] },
        "messages.0.text",
      ],
      [
        newId(),
        {
          ...conversation("x"),
          messages: Array.from({ length: CHAT_HISTORY_LIMITS.messagesPerSession + 1 }, (_, index) => ({
            id: `m${index}`,
            text: "x",
            isUser: true,
            timestamp: 1,
          })),
        },
        "messages",
      ],
    ];
    for (const [id, body, field] of cases) {
      const response = await put(id, client, body);
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    }
  });

  it("refuses a body past the limit with 413, and non-JSON with 400", async () => {
    const huge = await h.request(`/api/chat-history/${newId()}`, {
      method: "PUT",
      as: client,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(CHAT_HISTORY_LIMITS.bodyMaxBytes) }),
    });
    expect(huge.status).toBe(413);
    const broken = await h.request(`/api/chat-history/${newId()}`, {
      method: "PUT",
      as: client,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
  });
});
