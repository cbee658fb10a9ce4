import { describe, expect, it } from "vitest";
import { addTurn, contextText, turnsFromMessages } from "./chat-context";
import type { ConversationTurn } from "./chat-types";

const turn = (n: number, reply = `answer ${n}`): ConversationTurn => ({
  userMessage: `question ${n}`,
  aiResponse: reply,
  timestamp: n,
  searchUsed: false,
  sources: [],
});

describe("the conversation context", () => {
  it("keeps 5 turns and sends the last 3 as User/Assistant text", () => {
    let turns: ConversationTurn[] = [];
    for (let n = 1; n <= 7; n += 1) turns = addTurn(turns, turn(n));
    expect(turns.map((entry) => entry.timestamp)).toEqual([3, 4, 5, 6, 7]);
    expect(contextText(turns)).toBe(
      "User: question 5\nAssistant: answer 5\nUser: question 6\nAssistant: answer 6\nUser: question 7\nAssistant: answer 7",
    );
  });

  it("cuts replies to 200 characters and keeps each on one line", () => {
    const text = contextText([turn(1, `${"a".repeat(150)}\n\n${"b".repeat(100)}`)]);
    const reply = text.split("\n")[1] ?? "";
    expect(reply).toBe(`Assistant: ${"a".repeat(150)} ${"b".repeat(49)}`);
  });

  it("stays within the server's 4000 characters, keeping the newest words", () => {
    const long = { ...turn(3), userMessage: "z".repeat(2000) };
    const text = contextText([{ ...turn(1), userMessage: "y".repeat(2000) }, turn(2), long]);
    expect(text.length).toBe(4000);
    expect(text.endsWith("Assistant: answer 3")).toBe(true);
  });

  it("is empty for a new conversation", () => {
    expect(contextText([])).toBe("");
  });

  it("rebuilds the turns of a restored conversation", () => {
    const turns = turnsFromMessages([
      { id: "g", text: "Hello", isUser: false, timestamp: 1 },
      { id: "q", text: "What is PrEP?", isUser: true, timestamp: 2 },
      {
        id: "a",
        text: "PrEP is...",
        isUser: false,
        timestamp: 3,
        searchUsed: true,
        sources: [{ title: "WHO", url: "https://who.int", content: "..." }],
      },
      { id: "u", text: "unanswered", isUser: true, timestamp: 4 },
    ]);
    expect(turns).toEqual([
      {
        userMessage: "What is PrEP?",
        aiResponse: "PrEP is...",
        timestamp: 3,
        searchUsed: true,
        sources: ["https://who.int"],
      },
    ]);
  });
});
