/** The notification bell's badge (spec sections 6 and 9). */
import { BADGE_MAX } from "../constants";

/** Counts come from queries that answer 0 on failure; anything odd counts as nothing. */
function asCount(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The badge text: null (no badge) for 0, "99+" above 99, otherwise the number. */
export function badgeText(count: number | null | undefined): string | null {
  const total = asCount(count);
  if (total === 0) return null;
  return total > BADGE_MAX ? `${BADGE_MAX}+` : String(total);
}

export interface BellCounts {
  ownUnread: number | null | undefined;
  /** Only for admins: inbox items of status new assigned to them. */
  newMessageNotifications?: number | null | undefined;
  newApplicationNotifications?: number | null | undefined;
}

/** An admin's bell adds their new inbox items to their own unread notifications. */
export function bellTotal(counts: BellCounts): number {
  return (
    asCount(counts.ownUnread) +
    asCount(counts.newMessageNotifications) +
    asCount(counts.newApplicationNotifications)
  );
}
