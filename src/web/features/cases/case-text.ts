/**
 * A case in words: the age a row shows ("Waiting 2 h", "Updated 3 d ago") and the quiet
 * one-liners of the thread ("Sarah took the case", "State: Waiting for the client").
 */
import type { TFunction } from "@web/lib/i18n";
import type { CaseEvent, CaseSummary } from "@shared/api/cases";
import { CASE_STATES, SERVICE_TYPES } from "@shared/constants";
import { relativeTime, type Instant } from "@shared/domain/time";

const UNIT_KEYS = { m: "Minutes", h: "Hours", d: "Days" } as const;

/** "2 h", "3 d", "under a minute": how long, in the reader's language. */
export function durationText(t: TFunction, from: Instant, now: Instant): string {
  const { unit, value } = relativeTime(from, now);
  if (unit === "now") return t("age.underAMinute");
  return t(`age.${UNIT_KEYS[unit].toLowerCase()}`, { count: value });
}

/**
 * How long the client has waited for the team ("Waiting 2 h") or, when nobody owes them an
 * answer, when the case last moved ("Updated 3 d ago").
 */
export function caseAgeText(
  t: TFunction,
  summary: Pick<CaseSummary, "waiting_since" | "last_activity_at">,
  now: Instant,
): string {
  if (summary.waiting_since)
    return t("age.waiting", { duration: durationText(t, summary.waiting_since, now) });
  const { unit, value } = relativeTime(summary.last_activity_at, now);
  return unit === "now" ? t("age.updatedNow") : t(`age.updated${UNIT_KEYS[unit]}`, { count: value });
}

const isOneOf = <T extends string>(choices: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (choices as readonly string[]).includes(value);

/** A teammate's name from their id (events name people by id); null when not on the team (any more). */
export type NameOf = (id: string) => string | null;

/** A system event's one-liner. Codes become words; people are named from the event or the team. */
export function eventText(t: TFunction, event: CaseEvent, nameOf: NameOf = () => null): string {
  const by = event.author_name;
  const { data } = event;
  switch (event.code) {
    case "opened":
      return t("events.opened");
    case "application":
      return isOneOf(SERVICE_TYPES, data.service)
        ? t("events.application", { service: t(`services.${data.service}`) })
        : t("events.applicationUnknown");
    case "assigned": {
      const to = data.to ? (data.to_name ?? nameOf(data.to) ?? t("events.someone")) : null;
      if (by && (!to || to === by)) return t("events.took", { name: by });
      if (by && to) return t("events.handed", { name: by, to });
      return to ? t("events.given", { to }) : t("events.assigned");
    }
    case "unassigned":
      if (data.from && (data.reason === "removed_from_team" || data.reason === "region_changed")) {
        return t(`events.unassignedBecause.${data.reason}`, { from: data.from });
      }
      return by ? t("events.unassigned", { name: by }) : t("events.unassignedSystem");
    case "state":
      return isOneOf(CASE_STATES, data.to)
        ? t("events.state", { state: t(`states.${data.to}`) })
        : t("events.stateUnknown");
    case "reviewed":
      return by ? t("events.reviewed", { name: by }) : t("events.reviewedSystem");
    case "account_closed":
      return t("events.accountClosed");
    case "number_erased":
      return t("events.numberErased");
    case "contact_declined":
      return t("events.contactDeclined");
    case "chat_ended":
      return t("events.chatEnded");
    case "possible_flood":
      return t("events.possibleFlood", {
        kind: t(`events.floodKinds.${data.kind ?? ""}`, { defaultValue: t("events.floodKinds.other") }),
      });
    default:
      return t("events.other");
  }
}

/** Whether the one-liner already names who did it (otherwise the thread adds the name). */
export function eventNamesAuthor(event: CaseEvent): boolean {
  return (
    event.author_name !== null &&
    (event.code === "assigned" ||
      event.code === "reviewed" ||
      (event.code === "unassigned" && event.data.reason === undefined))
  );
}
