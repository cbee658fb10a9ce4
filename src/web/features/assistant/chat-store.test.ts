import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantReply } from "@shared/api/assistant";
import { ASSISTANT } from "@shared/constants";
import { readDanger } from "@shared/danger/read-danger";
import { AllowanceUsedUpError } from "./api";
import { createChatStore, type ChatEnvironment, type ChatStoreDeps } from "./chat-store";
import { loadUsage, saveUsage } from "./chat-storage";
import { createMemoryVault } from "./chat-vault";
import type { ChatSession } from "./chat-types";

const GREETINGS = ["Hello from iCare", "Hi, I'm iCare"];

const environment = (overrides: Partial<ChatEnvironment> = {}): ChatEnvironment => ({
  signedIn: false,
  language: "en",
  reducedMotion: true,
  translate: (key, options) => (key === "greetings" && options?.returnObjects ? GREETINGS : key) as string,
  ...overrides,
});

const reply = (overrides: Partial<AssistantReply> = {}): AssistantReply => ({
  language: "en",
  response: "PrEP is a pill that prevents HIV.",
  intent: "prep",
  risk_level: "low",
  needs_search: false,
  safety_note: null,
  ...overrides,
});

type Toast = ChatStoreDeps["notify"]["info"];
let ask: ReturnType<typeof vi.fn<ChatStoreDeps["ask"]>>;
let notify: {
  info: ReturnType<typeof vi.fn<Toast>>;
  error: ReturnType<typeof vi.fn<Toast>>;
  success: ReturnType<typeof vi.fn<Toast>>;
  dismiss: ReturnType<typeof vi.fn<ChatStoreDeps["notify"]["dismiss"]>>;
};
let warn: ReturnType<typeof vi.fn<ChatStoreDeps["warn"]>>;
let vault: ReturnType<typeof createMemoryVault>;

/** A vault holding `session` as the open conversation, as a previous visit left it. */
const vaultWithCurrent = (session: ChatSession) =>
  createMemoryVault({ currentId: session.id, sessions: { [session.id]: session } });

function storeWith(env: Partial<ChatEnvironment> = {}) {
  const store = createChatStore({ now: () => Date.now(), random: () => 0, ask, notify, warn, vault });
  store.configure(environment(env));
  return store;
}

/** Opens the chat and lets the greeting arrive. */
async function openAndGreet(store: ReturnType<typeof storeWith>) {
  store.opened();
  await vi.advanceTimersByTimeAsync(ASSISTANT.greetingDelayMs);
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-10T09:00:00Z") });
  ask = vi.fn<ChatStoreDeps["ask"]>(async () => reply());
  notify = {
    info: vi.fn<Toast>(),
    error: vi.fn<Toast>(),
    success: vi.fn<Toast>(),
    dismiss: vi.fn<ChatStoreDeps["notify"]["dismiss"]>(),
  };
  warn = vi.fn<ChatStoreDeps["warn"]>();
  vault = createMemoryVault();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("opening the chat", () => {
  it("types a random greeting after about 0.8 s when there are no messages", async () => {
    const store = storeWith();
    store.opened();
    await vi.advanceTimersByTimeAsync(ASSISTANT.greetingDelayMs - 1);
    expect(store.getState().session.messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().session.messages).toMatchObject([{ text: "Hello from iCare", isUser: false }]);
    expect(store.getState().session.id).toMatch(/^chat_\d+_[a-z0-9]*$/);
  });

  it("restores a saved session under 24 hours old, with its toast", async () => {
    const saved = {
      id: "chat_1_saved",
      timestamp: Date.now() - ASSISTANT.savedSessionValidMs + 60_000,
      messages: [
        { id: "q", text: "What is PrEP?", isUser: true, timestamp: 1 },
        { id: "a", text: "A pill.", isUser: false, timestamp: 2 },
      ],
    };
    vault = vaultWithCurrent(saved);
    const store = storeWith();
    await openAndGreet(store);
    expect(store.getState().session).toEqual(saved);
    expect(notify.success).toHaveBeenCalledWith("toasts.restoredTitle", {
      description: "toasts.restoredText",
    });
    // The restored turns are the next question's context.
    await store.send("And PEP?");
    expect(ask).toHaveBeenCalledWith({
      userInput: "And PEP?",
      context: "User: What is PrEP?\nAssistant: A pill.",
      locale: "en-UG",
    });
  });

  it("starts afresh after 24 hours and moves the old conversation to the history", async () => {
    const stale = {
      id: "chat_1_stale",
      timestamp: Date.now() - ASSISTANT.savedSessionValidMs,
      messages: [{ id: "q", text: "Old question", isUser: true, timestamp: 1 }],
    };
    vault = vaultWithCurrent(stale);
    const store = storeWith();
    await openAndGreet(store);
    expect(store.getState().session.id).not.toBe(stale.id);
    expect(store.getState().history.map((session) => session.id)).toEqual([stale.id]);
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe("sending", () => {
  it("refuses empty text and a second message while a reply is on its way", async () => {
    const store = storeWith();
    await openAndGreet(store);
    expect(await store.send("   ")).toBe(false);
    let answer: (value: AssistantReply) => void = () => {};
    ask.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = store.send("What is PrEP?");
    expect(store.getState().fetching).toBe(true);
    expect(await store.send("Another")).toBe(false);
    answer(reply());
    expect(await first).toBe(true);
    expect(store.getState().fetching).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("counts an anonymous visitor's messages and opens the premium prompt on the sixth", async () => {
    const store = storeWith();
    await openAndGreet(store);
    for (let index = 0; index < 5; index += 1) expect(await store.send(`Question ${index}`)).toBe(true);
    expect(loadUsage()).toMatchObject({ count: 5 });
    expect(store.getState().banner).toEqual({ kind: "limit_reached" });
    expect(await store.send("Sixth")).toBe(false);
    expect(store.getState().premiumPrompt).toBe(true);
    expect(ask).toHaveBeenCalledTimes(5);
    store.dismissPremium();
    expect(store.getState().premiumPrompt).toBe(false);
    // An hour later the window has reset.
    await vi.advanceTimersByTimeAsync(ASSISTANT.anonymousWindowMs);
    expect(await store.send("Next hour")).toBe(true);
  });

  it("shows the banner once 2 or fewer messages remain", async () => {
    saveUsage({ count: 2, timestamp: Date.now() });
    const store = storeWith();
    await openAndGreet(store);
    expect(store.getState().banner).toEqual({ kind: "none" });
    await store.send("Third");
    expect(store.getState().banner).toEqual({ kind: "remaining", remaining: 2 });
  });

  it("does not count a signed-in person's messages", async () => {
    const usedUp = { count: 5, timestamp: Date.now() };
    saveUsage(usedUp);
    const store = storeWith({ signedIn: true });
    await openAndGreet(store);
    expect(await store.send("Question")).toBe(true);
    expect(loadUsage()).toEqual(usedUp);
  });

  it("believes the server's 429 and opens the premium prompt until its window ends", async () => {
    ask.mockRejectedValueOnce(new AllowanceUsedUpError(600));
    const store = storeWith();
    await openAndGreet(store);
    expect(await store.send("Question")).toBe(true);
    expect(store.getState().premiumPrompt).toBe(true);
    expect(store.getState().banner).toEqual({ kind: "limit_reached" });
    expect(loadUsage()).toEqual({
      count: ASSISTANT.anonymousLimitPerHour,
      timestamp: Date.now() - ASSISTANT.anonymousWindowMs + 600_000,
    });
  });

  it("answers from the local fallback when iCare cannot be reached, and logs no text", async () => {
    ask.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const store = storeWith();
    await openAndGreet(store);
    await store.send("I forgot my pills yesterday");
    expect(store.getState().session.messages.at(-1)).toMatchObject({
      text: "fallback.medication",
      isUser: false,
    });
    expect(warn).toHaveBeenCalledWith("iCare could not answer (TypeError)");
  });

  it("raises the safety toast for a high-risk reply, with its note or the default text", async () => {
    ask.mockResolvedValueOnce(reply({ risk_level: "high", safety_note: "Please call 999." }));
    ask.mockResolvedValueOnce(reply({ risk_level: "high", safety_note: null }));
    const store = storeWith();
    await openAndGreet(store);
    await store.send("I want to die");
    expect(notify.error).toHaveBeenLastCalledWith(
      "toasts.riskTitle",
      expect.objectContaining({ description: "Please call 999." }),
    );
    // Short, at the top, and without the offer of a person: the crisis card in the chat has it.
    const options = notify.error.mock.lastCall?.[1] as {
      id: string;
      duration: number;
      position: string;
      action?: unknown;
    };
    expect(options.duration).toBeLessThanOrEqual(6000);
    expect(options.position).toBe("top-center");
    expect(options.action).toBeUndefined();
    // Closed on time even if a finger rests on it (sonner pauses its own timer then).
    await vi.advanceTimersByTimeAsync(options.duration);
    expect(notify.dismiss).toHaveBeenCalledWith(options.id);
    store.openHandoff(store.getState().session.messages.at(-1)?.id ?? "");
    expect(store.getState().handoffFor).toBe(store.getState().session.messages.at(-1)?.id);
    store.handoffSent(store.getState().handoffFor ?? "");
    expect(store.getState().handoffFor).toBeNull();
    expect(store.getState().session.messages.at(-1)).toMatchObject({ handoffSent: true });
    await store.send("still here");
    expect(notify.error).toHaveBeenLastCalledWith(
      "toasts.riskTitle",
      expect.objectContaining({ description: "toasts.riskDefault" }),
    );
    expect(store.getState().session.messages.at(-1)).toMatchObject({ highRisk: true });
  });

  it("keeps what the team was told of a signed-in person's crisis, and their wish not to be contacted", async () => {
    ask.mockResolvedValueOnce(
      reply({
        risk_level: "high",
        escalation: { case_id: "case-1", reach: "call", phone_ending: "123", within_minutes: 60 },
      }),
    );
    const declineContact = vi.fn<ChatStoreDeps["declineContact"]>();
    declineContact.mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce(undefined);
    const store = createChatStore({
      now: () => Date.now(),
      random: () => 0,
      ask,
      notify,
      warn,
      vault,
      declineContact,
    });
    store.configure(environment({ signedIn: true }));
    await openAndGreet(store);
    await store.send("I want to end my life tonight");
    const crisis = store.getState().session.messages.at(-1);
    expect(crisis?.escalation).toEqual({
      caseId: "case-1",
      reach: "call",
      phoneEnding: "123",
      withinMinutes: 60,
    });

    // Offline: nothing changes and they are told it was not sent.
    expect(await store.declineContact(crisis?.id ?? "")).toBe(false);
    expect(notify.error).toHaveBeenLastCalledWith("escalation.declineFailedTitle", expect.anything());
    expect(store.getState().session.messages.at(-1)?.escalation?.declined).toBeUndefined();

    expect(await store.declineContact(crisis?.id ?? "")).toBe(true);
    expect(declineContact).toHaveBeenLastCalledWith("case-1");
    expect(store.getState().session.messages.at(-1)?.escalation?.declined).toBe(true);
    // Saying it again asks the server nothing more.
    await store.declineContact(crisis?.id ?? "");
    expect(declineContact).toHaveBeenCalledTimes(2);
  });

  it("keeps a medium reading's safety note with the reply, without the crisis toast", async () => {
    ask.mockResolvedValueOnce(reply({ risk_level: "medium", safety_note: "Please see a health worker." }));
    const store = storeWith();
    await openAndGreet(store);
    await store.send("I have a rash since yesterday");
    expect(store.getState().session.messages.at(-1)).toMatchObject({
      safetyNote: "Please see a health worker.",
    });
    expect(store.getState().session.messages.at(-1)?.highRisk).toBeUndefined();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("answers a crisis offline with the crisis reply and the reader's safety note", async () => {
    ask.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const store = storeWith({ language: "sw" });
    await openAndGreet(store);
    await store.send("nataka kujiua");
    expect(store.getState().session.messages.at(-1)?.text).toBe("fallback.crisis");
    expect(notify.error).toHaveBeenCalledWith(
      "toasts.riskTitle",
      expect.objectContaining({ description: readDanger("nataka kujiua", "sw").safety_note }),
    );
  });

  it("never holds back or counts a crisis, even with the free messages used up", async () => {
    const usedUp = { count: ASSISTANT.anonymousLimitPerHour, timestamp: Date.now() };
    saveUsage(usedUp);
    const store = storeWith();
    await openAndGreet(store);
    expect(await store.send("I want to end my life tonight")).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(loadUsage()).toEqual(usedUp);
    expect(store.getState().premiumPrompt).toBe(false);
  });

  it("opens no upgrade prompt in the hour after a crisis", async () => {
    saveUsage({ count: ASSISTANT.anonymousLimitPerHour - 1, timestamp: Date.now() });
    const store = storeWith();
    await openAndGreet(store);
    await store.send("i keep cutting my arms");
    await store.send("What is PrEP?");
    expect(await store.send("And PEP?")).toBe(false);
    expect(store.getState().banner).toEqual({ kind: "limit_reached" });
    expect(store.getState().premiumPrompt).toBe(false);
  });

  it("answers a crisis the server refused for the limit with the crisis reply, not the upgrade", async () => {
    ask.mockRejectedValueOnce(new AllowanceUsedUpError(600));
    const store = storeWith();
    await openAndGreet(store);
    expect(await store.send("I want to kill myself")).toBe(true);
    expect(store.getState().premiumPrompt).toBe(false);
    expect(store.getState().session.messages.at(-1)?.text).toBe("fallback.crisis");
  });

  it("asks in Swahili when the page is in Swahili", async () => {
    const store = storeWith({ language: "sw" });
    await openAndGreet(store);
    await store.send("PrEP ni nini?");
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ locale: "sw-UG" }));
  });
});

describe("the typed-out reply", () => {
  it("types a character about every 25 ms and is busy until done", async () => {
    ask.mockResolvedValueOnce(reply({ response: "Hi. Ok" }));
    const store = storeWith({ reducedMotion: false, signedIn: true });
    store.opened();
    await store.send("hello");
    expect(store.getState().typing).toMatchObject({ shown: 0 });
    await vi.advanceTimersByTimeAsync(25);
    expect(store.getState().typing).toMatchObject({ shown: 1 });
    await vi.advanceTimersByTimeAsync(25 * 2);
    expect(store.getState().typing).toMatchObject({ shown: 3 }); // "Hi."
    // A pause after the full stop.
    await vi.advanceTimersByTimeAsync(25);
    expect(store.getState().typing).toMatchObject({ shown: 3 });
    expect(await store.send("too soon")).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().typing).toBeNull();
    expect(await store.send("now")).toBe(true);
  });

  it("shows the whole reply at once when the person prefers less motion", async () => {
    const store = storeWith({ reducedMotion: true, signedIn: true });
    store.opened();
    await store.send("hello");
    expect(store.getState().typing).toBeNull();
  });
});

describe("inactivity", () => {
  it("starts a new chat after 5 minutes without activity, saving the old one", async () => {
    const store = storeWith({ signedIn: true });
    await openAndGreet(store);
    await store.send("What is PrEP?");
    const before = store.getState().session;
    await vi.advanceTimersByTimeAsync(ASSISTANT.inactivityResetMs - 1000);
    store.touch();
    await vi.advanceTimersByTimeAsync(ASSISTANT.inactivityResetMs - 1000);
    expect(store.getState().session.id).toBe(before.id);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().session.id).not.toBe(before.id);
    expect(notify.info).toHaveBeenCalledWith("toasts.resetTitle", { description: "toasts.resetText" });
    expect(vault.contents.sessions[before.id]?.messages).toHaveLength(3);
    expect(vault.contents.currentId).toBeNull();
    // The new chat is greeted, and the old context is gone.
    await vi.advanceTimersByTimeAsync(ASSISTANT.greetingDelayMs);
    expect(store.getState().session.messages).toHaveLength(1);
    await store.send("And PEP?");
    expect(ask).toHaveBeenLastCalledWith(expect.objectContaining({ context: "" }));
  });

  it("leaves a chat with only the greeting alone, and a closed chat too", async () => {
    const store = storeWith();
    await openAndGreet(store);
    const greeted = store.getState().session.id;
    await vi.advanceTimersByTimeAsync(ASSISTANT.inactivityResetMs * 2);
    expect(store.getState().session.id).toBe(greeted);
    await store.send("Question");
    store.closed();
    await vi.advanceTimersByTimeAsync(ASSISTANT.inactivityResetMs * 2);
    expect(store.getState().session.id).toBe(greeted);
    expect(notify.info).not.toHaveBeenCalled();
  });
});

describe("the history", () => {
  async function chatAndClose(store: ReturnType<typeof storeWith>, question: string) {
    await store.send(question);
    store.closed();
    await vi.advanceTimersByTimeAsync(ASSISTANT.inactivityResetMs);
  }

  it("saves the conversation on close and lists it once another begins", async () => {
    const store = storeWith({ signedIn: true });
    await openAndGreet(store);
    await chatAndClose(store, "First chat");
    const first = store.getState().session.id;
    expect(Object.keys(vault.contents.sessions)).toEqual([first]);
    // The open conversation is not listed in its own history.
    expect(store.getState().history).toEqual([]);
  });

  it("opens, deletes and clears saved sessions", async () => {
    const store = storeWith({ signedIn: true });
    await openAndGreet(store);
    await store.send("First chat");
    const first = store.getState().session.id;
    store.clearAll();
    expect(vault.contents).toEqual({ currentId: null, sessions: {} });
    expect(notify.success).toHaveBeenCalledWith("toasts.clearedTitle", { description: "toasts.clearedText" });
    expect(store.getState().session.id).not.toBe(first);

    await vi.advanceTimersByTimeAsync(ASSISTANT.greetingDelayMs);
    await store.send("Second chat");
    const second = store.getState().session.id;
    store.closed();
    store.opened();
    await vi.advanceTimersByTimeAsync(ASSISTANT.inactivityResetMs + 1000);
    await store.send("Third chat");
    expect(store.getState().history.map((session) => session.id)).toEqual([second]);

    store.openSession(second);
    expect(store.getState().session.messages.map((message) => message.text)).toContain("Second chat");
    expect(store.getState().history.map((session) => session.messages.at(-2)?.text)).toEqual(["Third chat"]);

    const third = store.getState().history[0]?.id ?? "";
    store.deleteSession(third);
    expect(store.getState().history).toEqual([]);
    expect(vault.contents.sessions[third]).toBeUndefined();
    expect(notify.success).toHaveBeenCalledWith("toasts.deletedTitle", { description: "toasts.deletedText" });
  });

  it("drops a reply that arrives after the conversation was cleared", async () => {
    let answer: (value: AssistantReply) => void = () => {};
    ask.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const store = storeWith({ signedIn: true });
    await openAndGreet(store);
    const pending = store.send("Question");
    store.clearAll();
    answer(reply());
    await pending;
    expect(store.getState().session.messages.some((message) => message.text === reply().response)).toBe(
      false,
    );
  });
});
