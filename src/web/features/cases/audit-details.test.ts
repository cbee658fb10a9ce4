import { describe, expect, it } from "vitest";
import type { TFunction } from "@web/lib/i18n";
import { auditDetailTexts } from "./audit-details";

// Echoes the key, so the test sees which strings were asked for.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe("audit details", () => {
  it("shows a change as from → to in words", () => {
    expect(auditDetailTexts(t, { from: "submitted", to: "scheduled", item_id: "x" })).toEqual([
      "<applicationStatus.submitted> → <applicationStatus.scheduled>",
    ]);
    expect(auditDetailTexts(t, { from: "low", to: "urgent" })).toEqual([
      "<priority.low> → <priority.urgent>",
    ]);
    expect(auditDetailTexts(t, { from: "in_progress", to: "waiting" })).toEqual([
      "<states.in_progress> → <states.waiting>",
    ]);
  });

  it("names the channel of a reply and leaves related ids out", () => {
    expect(auditDetailTexts(t, { channel: "sms", item_id: "d7cb" })).toEqual(["<channels.sms>"]);
  });

  it("keeps anything else as it is, without empty values", () => {
    expect(auditDetailTexts(t, { region: "masaka", note: null, reason: "" })).toEqual(["region: masaka"]);
  });
});
