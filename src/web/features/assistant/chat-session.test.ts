import { describe, expect, it } from "vitest";
import { ASSISTANT } from "@shared/constants";
import { historyList, isRestorable, isWorthSaving, newSessionId, previewOf } from "./chat-session";
import type { ChatMessage, ChatSession } from "./chat-types";

const message = (text: string, isUser = true, timestamp = 0): ChatMessage => ({
  id: `m-${text}`,
  text,
  isUser,
  timestamp,
});
const session = (id: string, timestamp: number, messages: ChatMessage[] = [message("hi")]): ChatSession => ({
  id,
  messages,
  timestamp,
});

describe("chat sessions", () => {
  it("names a session chat_{time}_{random}", () => {
    expect(newSessionId(1700000000000, () => 0.123456789)).toMatch(/^chat_1700000000000_[a-z0-9]{1,9}$/);
    expect(newSessionId(1, Math.random)).not.toBe(newSessionId(1, Math.random));
  });

  it("restores a saved session with messages under 24 hours old", () => {
    const now = 10 * ASSISTANT.savedSessionValidMs;
    expect(isRestorable(session("a", now - ASSISTANT.savedSessionValidMs + 1), now)).toBe(true);
    expect(isRestorable(session("a", now - ASSISTANT.savedSessionValidMs), now)).toBe(false);
    expect(isRestorable(session("a", now, []), now)).toBe(false);
    expect(isRestorable(null, now)).toBe(false);
  });

  it("lists the history newest first, without the open session", () => {
    const history = { a: session("a", 1), b: session("b", 3), c: session("c", 2) };
    expect(historyList(history, "c").map((entry) => entry.id)).toEqual(["b", "a"]);
  });

  it("previews the last message, cut to 50 characters", () => {
    expect(previewOf(session("a", 0, [message("x".repeat(80))]))).toBe(`${"x".repeat(50)}...`);
    expect(previewOf(session("a", 0, [message("first"), message("short\nreply", false)]))).toBe(
      "short reply",
    );
  });

  it("keeps only conversations the person took part in", () => {
    const greetingOnly = session("g", 0, [message("Hello, I'm iCare", false)]);
    expect(isWorthSaving(greetingOnly)).toBe(false);
    expect(isWorthSaving(session("r", 0))).toBe(true);
  });
});
