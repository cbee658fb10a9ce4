/** The relative times of spec section 9 in the reader's language (common.json time.*). */
import type { TFunction } from "@web/lib/i18n";
import { relativeTime, type Instant } from "@shared/domain/time";

export function relativeTimeText(t: TFunction, at: Instant, now: Instant): string {
  const { unit, value } = relativeTime(at, now);
  switch (unit) {
    case "now":
      return t("time.justNow", { ns: "common" });
    case "m":
      return t("time.minutesAgo", { ns: "common", count: value });
    case "h":
      return t("time.hoursAgo", { ns: "common", count: value });
    case "d":
      return t("time.daysAgo", { ns: "common", count: value });
  }
}
