import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { clearPrivateData, registerSignOutCleanup } from "./private-data";

afterEach(() => localStorage.clear());

describe("clearPrivateData", () => {
  it("removes the chat history only when asked, and keeps the theme", async () => {
    localStorage.setItem(STORAGE_KEYS.chatHistory, "{}");
    localStorage.setItem(STORAGE_KEYS.currentSession, "{}");
    localStorage.setItem(STORAGE_KEYS.theme, "dark");
    await clearPrivateData({ chatHistory: false });
    expect(localStorage.getItem(STORAGE_KEYS.chatHistory)).toBe("{}");
    await clearPrivateData({ chatHistory: true });
    expect(localStorage.getItem(STORAGE_KEYS.chatHistory)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentSession)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("dark");
  });

  it("runs the cleanups other features registered, even when one fails", async () => {
    const outbox = vi.fn();
    const broken = vi.fn(() => Promise.reject(new Error("nope")));
    const removeOutbox = registerSignOutCleanup(outbox);
    const removeBroken = registerSignOutCleanup(broken);
    await clearPrivateData({ chatHistory: false });
    expect(outbox).toHaveBeenCalledOnce();
    expect(broken).toHaveBeenCalledOnce();
    removeOutbox();
    removeBroken();
    await clearPrivateData({ chatHistory: false });
    expect(outbox).toHaveBeenCalledOnce();
  });
});
