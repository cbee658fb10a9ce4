import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import {
  loadCurrentSession,
  loadHistory,
  loadLastHint,
  loadUsage,
  saveCurrentSession,
  saveHistory,
  saveLastHint,
  saveUsage,
} from "./chat-storage";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const session = {
  id: "chat_1_a",
  messages: [{ id: "m", text: "hi", isUser: true, timestamp: 1 }],
  timestamp: 1,
};

describe("the chat's local storage", () => {
  it("keeps the current session, the history, the usage and the last hint under the spec's keys", () => {
    saveCurrentSession(session);
    saveHistory({ [session.id]: session });
    saveUsage({ count: 2, timestamp: 5 });
    saveLastHint(9);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentSession) ?? "null")).toEqual(session);
    expect(loadCurrentSession()).toEqual(session);
    expect(loadHistory()).toEqual({ [session.id]: session });
    expect(loadUsage()).toEqual({ count: 2, timestamp: 5 });
    expect(loadLastHint()).toBe(9);
  });

  it("removes the keys when there is nothing to keep", () => {
    saveCurrentSession(session);
    saveHistory({ [session.id]: session });
    saveCurrentSession(null);
    saveHistory({});
    expect(localStorage.getItem(STORAGE_KEYS.currentSession)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.chatHistory)).toBeNull();
  });

  it("reads what another version wrote: ISO times are accepted, broken entries dropped", () => {
    localStorage.setItem(
      STORAGE_KEYS.chatHistory,
      JSON.stringify({
        good: {
          id: "good",
          timestamp: "2024-05-01T10:00:00Z",
          messages: [{ id: "m", text: "x", isUser: false, timestamp: "2024-05-01T10:00:00Z" }, { text: 3 }],
        },
        bad: { id: 4 },
      }),
    );
    localStorage.setItem(STORAGE_KEYS.currentSession, "{not json");
    expect(loadHistory()).toEqual({
      good: {
        id: "good",
        timestamp: Date.parse("2024-05-01T10:00:00Z"),
        messages: [{ id: "m", text: "x", isUser: false, timestamp: Date.parse("2024-05-01T10:00:00Z") }],
      },
    });
    expect(loadCurrentSession()).toBeNull();
  });

  it("keeps working when storage is blocked or full", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => saveCurrentSession(session)).not.toThrow();
    expect(loadCurrentSession()).toBeNull();
    expect(loadHistory()).toEqual({});
    expect(loadUsage()).toBeNull();
  });
});
