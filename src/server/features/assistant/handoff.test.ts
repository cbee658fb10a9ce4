import { describe, expect, it } from "vitest";
import { HANDOFF_SUBJECT, handoffText } from "./handoff";

describe("handoffText", () => {
  it("lists the shared messages in order, naming who wrote each", () => {
    expect(
      handoffText([
        { from: "user", text: "I am scared" },
        { from: "assistant", text: "I'm here with you." },
      ]),
    ).toBe(
      "The client asked to talk to a person from the iCare chat and shared:\n\nClient: I am scared\niCare: I'm here with you.",
    );
  });

  it("says so when nothing was shared", () => {
    expect(handoffText([])).toMatch(/chose not to share any messages/);
  });

  it("keeps health words out of the subject, which inbox lists and notifications show", () => {
    expect(HANDOFF_SUBJECT).not.toMatch(/hiv|aids|arv|prep|pep|suicid|crisis|positive/i);
  });
});
