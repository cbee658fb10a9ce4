import { describe, expect, it } from "vitest";
import { fallbackReply, fallbackTopic } from "./fallback";

describe("fallbackReply (spec section 8)", () => {
  it.each([
    ["I forgot my medication", "medication"],
    ["nimesahau dawa", "medication"],
    ["when will my test results come", "test"],
    ["kipimo changu", "test"],
    ["I feel so scared", "feelings"],
    ["nina huzuni", "feelings"],
    ["hello there", "welcome"],
  ] as const)("%s -> %s", (text, topic) => {
    expect(fallbackTopic(text)).toBe(topic);
  });

  it("checks medication first, then test, then feelings", () => {
    expect(fallbackTopic("I feel worried about my pills and my test")).toBe("medication");
    expect(fallbackTopic("I feel worried about my test")).toBe("test");
  });

  it("answers kindly in the user's language", () => {
    expect(fallbackReply("I feel so alone", "en")).toContain("what you feel matters");
    expect(fallbackReply("nahisi huzuni", "sw")).toContain("unachohisi ni muhimu");
    expect(fallbackReply("hi", "sw")).toContain("Habari, mimi ni iCare");
  });

  it("keeps the missed-dose guidance of the spec", () => {
    expect(fallbackReply("my pills", "en")).toContain("within 6 hours");
  });
});
