import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChatSession } from "../chat-types";
import { stubBrowserApis, useEnglish } from "@web/test/assistant";
import { HistoryDialog } from "./history-dialog";

beforeAll(async () => {
  await useEnglish();
  stubBrowserApis();
});
afterEach(cleanup);

// 10 March 2025, 14:00 in Kampala (UTC+3).
const NOW = Date.parse("2025-03-10T11:00:00Z");
const session = (id: string, at: string, texts: string[]): ChatSession => ({
  id,
  timestamp: Date.parse(at),
  messages: texts.map((text, index) => ({
    id: `${id}-${index}`,
    text,
    isUser: index % 2 === 0,
    timestamp: Date.parse(at),
  })),
});

function renderDialog(sessions: ChatSession[], hasCurrentChat = false) {
  const handlers = {
    onOpenChange: vi.fn(),
    onOpenSession: vi.fn(),
    onDeleteSession: vi.fn(),
    onClearAll: vi.fn(),
    onKeepChange: vi.fn(),
    returnFocus: vi.fn(),
  };
  render(
    <HistoryDialog
      openedAt={NOW}
      sessions={sessions}
      place="visit"
      hasCurrentChat={hasCurrentChat}
      {...handlers}
    />,
  );
  return { dialog: screen.getByRole("dialog", { name: "Chat History" }), ...handlers };
}

describe("HistoryDialog", () => {
  it("shows each session's relative date, message count and a 50-character preview", () => {
    const { dialog } = renderDialog([
      session("a", "2025-03-10T06:05:00Z", [
        "What is PrEP?",
        "PrEP is a pill you take to stay HIV negative, every single day.",
      ]),
      session("b", "2025-03-09T17:30:00Z", ["Hello"]),
      session("c", "2025-03-07T09:00:00Z", ["x", "y", "z"]),
      session("d", "2025-02-01T09:00:00Z", ["old"]),
    ]);
    const buttons = within(dialog).getAllByRole("button", { name: /message/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      "Today at 09:05 2 messages PrEP is a pill you take to stay HIV negative, ever...",
      "Yesterday at 20:30 1 message Hello",
      "3 days ago 3 messages z",
      "1 Feb 2025 1 message old",
    ]);
  });

  it("opens, deletes one, and clears all", async () => {
    const user = userEvent.setup();
    const { dialog, onOpenSession, onDeleteSession, onClearAll } = renderDialog([
      session("a", "2025-03-10T06:05:00Z", ["What is PrEP?"]),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Today at 09:05 1 message What is PrEP?" }));
    expect(onOpenSession).toHaveBeenCalledWith("a");
    await user.click(within(dialog).getByRole("button", { name: "Delete the chat of Today at 09:05" }));
    expect(onDeleteSession).toHaveBeenCalledWith("a");
    await user.click(within(dialog).getByRole("button", { name: "Clear All History" }));
    expect(onClearAll).toHaveBeenCalled();
  });

  it("says so when there is no history yet", () => {
    const { dialog } = renderDialog([]);
    expect(within(dialog).getByText("No chat history yet")).toBeInTheDocument();
    expect(within(dialog).getByText("Start a conversation to see it here")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Clear All History" })).toBeNull();
  });

  it("still offers to clear the open conversation when nothing else is saved", () => {
    const { dialog } = renderDialog([], true);
    expect(within(dialog).getByRole("button", { name: "Clear All History" })).toBeInTheDocument();
  });
});
