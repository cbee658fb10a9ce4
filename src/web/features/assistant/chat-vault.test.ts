import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_HISTORY_LIMITS } from "@shared/api/chat-history";
import { STORAGE_KEYS } from "@shared/constants";
import { createApi } from "@web/lib/api";
import { sealFrom, type KeyStore } from "./chat-sealing";
import {
  createAccountVault,
  createDeviceVault,
  keptBacking,
  visitBacking,
  withinLimits,
  type AccountVaultDeps,
} from "./chat-vault";
import type { ChatSession } from "./chat-types";

const session = (id: string, text = "I missed my ARV dose last night"): ChatSession => ({
  id,
  timestamp: 1_700_000_000_000,
  messages: [{ id: `${id}-m`, text, isUser: true, timestamp: 1_700_000_000_000 }],
});

function memoryKeys(): KeyStore & { key: CryptoKey | undefined } {
  const keys = {
    key: undefined as CryptoKey | undefined,
    get: async () => keys.key,
    put: async (key: CryptoKey) => void (keys.key = key),
  };
  return keys;
}

/** Lets the vault's chained writes finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("a visitor's conversations on this phone", () => {
  it("are kept for the visit only, in session storage, by default", async () => {
    const vault = createDeviceVault({ keep: false });
    vault.save(session("chat_1_a"), true);
    await settle();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.chatVisit) ?? "null")).toMatchObject({
      currentId: "chat_1_a",
    });
    expect(localStorage.length).toBe(0);
    expect(await createDeviceVault({ keep: false }).load()).toEqual({
      currentId: "chat_1_a",
      sessions: { chat_1_a: session("chat_1_a") },
    });
  });

  it("are sealed when the visitor keeps them: no word of them is readable in storage", async () => {
    const keys = memoryKeys();
    const kept = keptBacking(() => sealFrom(keys));
    const vault = createDeviceVault({ keep: false, kept });
    vault.save(session("chat_1_a"), true);
    await vault.setKeep(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.chatVisit)).toBeNull();
    const stored = localStorage.getItem(STORAGE_KEYS.chatKept) ?? "";
    // Sealed: base64 alone, in which a phrase with a space or "_" cannot occur by chance
    // (three capitals such as "ARV" do, once in about 700 seals).
    expect(stored).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(stored).not.toMatch(/missed my|ARV dose|chat_1_a/);
    expect(localStorage.getItem(STORAGE_KEYS.chatKeep)).toBe("1");
    expect(keys.key?.extractable).toBe(false);

    const reopened = createDeviceVault({ keep: true, kept: keptBacking(() => sealFrom(keys)) });
    expect((await reopened.load()).sessions.chat_1_a?.messages[0]?.text).toBe(
      "I missed my ARV dose last night",
    );

    // Back to this visit only: the sealed copy goes.
    await reopened.setKeep(false);
    expect(localStorage.getItem(STORAGE_KEYS.chatKept)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.chatKeep)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.chatVisit) ?? "{}").currentId).toBe("chat_1_a");
  });

  it("drops a sealed value it cannot open (its key is gone)", async () => {
    localStorage.setItem(STORAGE_KEYS.chatKept, "v1.AAAA.BBBB");
    const vault = createDeviceVault({ keep: true, kept: keptBacking(() => sealFrom(memoryKeys())) });
    expect(await vault.load()).toEqual({ currentId: null, sessions: {} });
    expect(localStorage.getItem(STORAGE_KEYS.chatKept)).toBeNull();
  });

  it("removes one, releases the open one, clears all, and removes the key when nothing is left", async () => {
    const vault = createDeviceVault({ keep: false, visit: visitBacking() });
    vault.save(session("chat_1_a"), true);
    vault.save(session("chat_2_b"), false);
    vault.release();
    vault.remove("chat_1_a");
    await settle();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.chatVisit) ?? "{}")).toEqual({
      currentId: null,
      sessions: { chat_2_b: session("chat_2_b") },
    });
    vault.clear();
    await settle();
    expect(sessionStorage.getItem(STORAGE_KEYS.chatVisit)).toBeNull();
  });
});

describe("a signed-in person's conversations in their account", () => {
  function fakeServer(answer: (url: string, init?: RequestInit) => Promise<Response> | Response) {
    const calls: { url: string; method: string; body: unknown }[] = [];
    const online: (() => void)[] = [];
    const deps: AccountVaultDeps = {
      api: createApi(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input)).pathname;
        calls.push({
          url,
          method: init?.method ?? "GET",
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        return answer(url, init);
      }),
      warn: vi.fn(),
      setTimer: () => 0,
      onOnline: (run) => {
        online.push(run);
        return () => online.splice(online.indexOf(run), 1);
      },
    };
    return { calls, deps, goOnline: () => [...online].forEach((run) => run()), online };
  }

  it("loads them from the server and keeps nothing in the browser's storage", async () => {
    const server = fakeServer(() =>
      Response.json({ sessions: [session("chat_1_a")], current_id: "chat_1_a" }),
    );
    const vault = createAccountVault(server.deps);
    expect(await vault.load()).toEqual({
      currentId: "chat_1_a",
      sessions: { chat_1_a: session("chat_1_a") },
    });
    vault.save(session("chat_1_a", "and now?"), true);
    await settle();
    expect(server.calls.at(-1)).toMatchObject({
      url: "/api/chat-history/chat_1_a",
      method: "PUT",
      body: { current: true, messages: [{ text: "and now?" }] },
    });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("sends changes in order; offline they wait and go when the connection returns", async () => {
    let offline = true;
    const server = fakeServer(() => {
      if (offline) throw new TypeError("Failed to fetch");
      return new Response(null, { status: 204 });
    });
    const vault = createAccountVault(server.deps);
    vault.save(session("chat_1_a", "first"), true);
    await settle();
    vault.save(session("chat_1_a", "second"), true);
    vault.save(session("chat_1_a", "third"), true);
    vault.remove("chat_0_z");
    vault.release();
    await settle();
    expect(server.online).toHaveLength(1);
    offline = false;
    server.goOnline();
    await settle();
    await settle();
    const sent = server.calls.slice(1).map((call) => `${call.method} ${call.url}`);
    // The first save is tried again; of the two later versions only the newest travels.
    expect(sent).toEqual([
      "PUT /api/chat-history/chat_1_a",
      "PUT /api/chat-history/chat_1_a",
      "DELETE /api/chat-history/chat_0_z",
      "DELETE /api/chat-history/current",
    ]);
    expect(server.calls.at(-3)?.body).toMatchObject({ messages: [{ text: "third" }] });
    expect(server.online).toHaveLength(0);
  });

  it("starts empty when the account's history cannot be loaded, and says so without the text", async () => {
    const server = fakeServer(() => new Response("{}", { status: 503 }));
    const vault = createAccountVault(server.deps);
    expect(await vault.load()).toEqual({ currentId: null, sessions: {} });
    expect(server.deps.warn).toHaveBeenCalledWith("chat history could not be loaded (503)");
  });

  it("sends what the server accepts: the newest messages, each within its limits", () => {
    const many: ChatSession = {
      id: "chat_1_a",
      timestamp: 1,
      messages: Array.from({ length: CHAT_HISTORY_LIMITS.messagesPerSession + 5 }, (_, index) => ({
        id: `m${index}`,
        text: index === CHAT_HISTORY_LIMITS.messagesPerSession + 4 ? "x".repeat(5000) : `message ${index}`,
        isUser: index % 2 === 0,
        timestamp: index,
      })),
    };
    const trimmed = withinLimits(many);
    expect(trimmed.messages).toHaveLength(CHAT_HISTORY_LIMITS.messagesPerSession);
    expect(trimmed.messages[0]?.text).toBe("message 5");
    expect(trimmed.messages.at(-1)?.text).toHaveLength(CHAT_HISTORY_LIMITS.messageMaxChars);
  });
});
