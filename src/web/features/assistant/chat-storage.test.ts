import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { asSession, loadLastHint, loadUsage, saveLastHint, saveUsage } from "./chat-storage";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the chat's small local values", () => {
  it("keeps the usage and the last hint under neutral keys", () => {
    saveUsage({ count: 2, timestamp: 5 });
    saveLastHint(9);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.aiUsage) ?? "null")).toEqual({
      count: 2,
      timestamp: 5,
    });
    expect(loadUsage()).toEqual({ count: 2, timestamp: 5 });
    expect(loadLastHint()).toBe(9);
    for (const key of Object.keys(localStorage)) expect(key).not.toMatch(/hiv|care|health/i);
  });

  it("keeps working when storage is blocked or full", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => saveUsage({ count: 1, timestamp: 1 })).not.toThrow();
    expect(loadUsage()).toBeNull();
  });
});

describe("reading a stored conversation", () => {
  it("accepts ISO times and drops broken messages", () => {
    expect(
      asSession({
        id: "good",
        timestamp: "2024-05-01T10:00:00Z",
        messages: [{ id: "m", text: "x", isUser: false, timestamp: "2024-05-01T10:00:00Z" }, { text: 3 }],
      }),
    ).toEqual({
      id: "good",
      timestamp: Date.parse("2024-05-01T10:00:00Z"),
      messages: [{ id: "m", text: "x", isUser: false, timestamp: Date.parse("2024-05-01T10:00:00Z") }],
    });
    expect(asSession({ id: 4 })).toBeNull();
  });

  it("keeps a reply's language, and only a language iCare answers in", () => {
    const stored = (language: unknown) =>
      asSession({
        id: "s",
        timestamp: 1,
        messages: [{ id: "m", text: "Usijali", isUser: false, timestamp: 1, language }],
      })?.messages[0];
    expect(stored("sw")).toMatchObject({ language: "sw" });
    expect(stored("fr")).not.toHaveProperty("language");
  });
});
