import { describe, expect, it } from "vitest";
import type { TFunction } from "@web/lib/i18n";
import { caseAgeText, eventText } from "./case-text";
import { caseEvent } from "@web/test/cases-data";

// Echoes the key and its values, so the test sees which strings were asked for.
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `<${key} ${JSON.stringify(options)}>` : `<${key}>`) as unknown as TFunction;

const NOW = "2026-03-12T12:00:00.000Z";

describe("case texts", () => {
  it("counts the client's wait, or the time since the last change", () => {
    expect(caseAgeText(t, { waiting_since: "2026-03-12T09:30:00.000Z", last_activity_at: NOW }, NOW)).toBe(
      '<age.waiting {"duration":"<age.hours {\\"count\\":2}>"}>',
    );
    expect(caseAgeText(t, { waiting_since: null, last_activity_at: "2026-03-09T11:00:00.000Z" }, NOW)).toBe(
      '<age.updatedDays {"count":3}>',
    );
    expect(caseAgeText(t, { waiting_since: null, last_activity_at: NOW }, NOW)).toBe("<age.updatedNow>");
  });

  it("names who took, handed on and put back a case, with teammates found by id", () => {
    const nameOf = (id: string) => ({ "admin-2": "Brian" })[id] ?? null;
    const assigned = (author: string | null, to: string) =>
      eventText(
        t,
        caseEvent({ id: "1", kind: "event", code: "assigned", author_name: author, data: { to } }),
        nameOf,
      );
    expect(assigned("Brian", "admin-2")).toBe('<events.took {"name":"Brian"}>');
    expect(assigned("Sarah", "admin-2")).toBe('<events.handed {"name":"Sarah","to":"Brian"}>');
    expect(assigned(null, "admin-2")).toBe('<events.given {"to":"Brian"}>');
    expect(assigned("Sarah", "gone")).toBe('<events.handed {"name":"Sarah","to":"<events.someone>"}>');
    // The name written with the event holds after the teammate has left the team.
    const handedToLeaver = caseEvent({
      id: "3",
      kind: "event",
      code: "assigned",
      author_name: "Sarah",
      data: { to: "gone", to_name: "Moses" },
    });
    expect(eventText(t, handedToLeaver, nameOf)).toBe('<events.handed {"name":"Sarah","to":"Moses"}>');
    expect(
      eventText(
        t,
        caseEvent({
          id: "2",
          kind: "event",
          code: "unassigned",
          author_name: "Sarah",
          data: { from: "Moses", reason: "region_changed" },
        }),
      ),
    ).toBe('<events.unassignedBecause.region_changed {"from":"Moses"}>');
  });

  it("puts codes into words and never shows a service code", () => {
    const event = (code: "application" | "state" | "account_closed", data: Record<string, string> = {}) =>
      eventText(t, caseEvent({ id: "3", kind: "event", code, data }));
    expect(event("application", { service: "art" })).toBe(
      '<events.application {"service":"<services.art>"}>',
    );
    expect(event("application", { service: "unknown" })).toBe("<events.applicationUnknown>");
    expect(event("state", { from: "new", to: "waiting" })).toBe(
      '<events.state {"state":"<states.waiting>"}>',
    );
    expect(event("account_closed")).toBe("<events.accountClosed>");
  });
});
