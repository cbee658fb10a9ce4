import { describe, expect, it } from "vitest";
import { assistantReplySchema, assistantRequestSchema } from "./assistant";

describe("assistantRequestSchema", () => {
  it("trims the message and fills the defaults", () => {
    expect(assistantRequestSchema.parse({ userInput: "  hello  " })).toEqual({
      userInput: "hello",
      context: "",
      locale: "en-UG",
    });
  });

  it("refuses empty, too long or oddly tagged input", () => {
    expect(assistantRequestSchema.safeParse({ userInput: "   " }).success).toBe(false);
    expect(assistantRequestSchema.safeParse({ userInput: "x".repeat(2001) }).success).toBe(false);
    expect(assistantRequestSchema.safeParse({ userInput: "x".repeat(2000) }).success).toBe(true);
    expect(assistantRequestSchema.safeParse({ userInput: "hi", context: "x".repeat(4001) }).success).toBe(
      false,
    );
    expect(assistantRequestSchema.safeParse({ userInput: "hi", locale: "<script>" }).success).toBe(false);
    expect(assistantRequestSchema.safeParse({ userInput: "hi", locale: "sw" }).success).toBe(true);
  });
});

describe("assistantReplySchema", () => {
  const reply = {
    language: "en",
    response: "Hi",
    intent: "greeting",
    risk_level: "low",
    needs_search: false,
    safety_note: null,
  };

  it("accepts a reply with or without sources", () => {
    expect(assistantReplySchema.parse(reply)).toEqual(reply);
    const sources = [{ title: "WHO", url: null, content: "text" }];
    expect(assistantReplySchema.parse({ ...reply, sources }).sources).toEqual(sources);
  });

  it("refuses an unknown risk level, and reads a topic or a language added later as other and English", () => {
    expect(assistantReplySchema.safeParse({ ...reply, risk_level: "critical" }).success).toBe(false);
    expect(assistantReplySchema.parse({ ...reply, intent: "weather", language: "fr" })).toMatchObject({
      intent: "other",
      language: "en",
    });
  });
});
