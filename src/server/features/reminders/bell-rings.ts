/**
 * A reminder's last ring in the app, as the bell lists it (decision 094): kept on the
 * reminder itself (bell_rung_at, bell_dose_at, bell_again, bell_read_at), one item a
 * reminder, replaced by its next ring; not a notification row for each ring, which at
 * national scale was a million rows a day in the table every bell reads. The bell lists
 * these beside the stored notifications, counts the unread ones and marks them read; a
 * deleted reminder takes its ring with it.
 */
import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import { TIMEZONE, type NotificationType } from "@shared/constants";
import type { NotificationItem } from "@shared/api/notifications";
import { localTime } from "@shared/domain/reminder-schedule";
import type { Db } from "../../db/client";
import { reminders, userProfiles } from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";
import { reminderText } from "./reminder-texts";

/** A time read by hand (a column's own mapping would declare it never null). */
export const instantOrNull = (value: string | Date | null): Date | null =>
  value === null ? null : new Date(value);

/** What the bell needs of a ring. */
export interface BellRing {
  id: string;
  /** The reminder's label, sealed as stored. */
  title: string;
  /** When it rang, and when it was read (when it rang, while unread). */
  createdAt: Date;
  updatedAt: Date;
  read: boolean;
  doseAt: Date | null;
  /** Whether a snooze brought it again (null only for a stored notification in the same list). */
  again: boolean | null;
}

/**
 * The owner's reminders that rang in the app (`older`: those after the bell's cursor), in
 * the columns of the bell's list, so that one statement lists them beside the notifications.
 */
export function bellRingsOf(db: Db, userId: string | SQL | Placeholder, older?: SQL) {
  return db
    .select({
      id: reminders.id,
      type: sql<NotificationType>`'other'`,
      title: reminders.label,
      message: sql<string>`''`,
      data: sql<string>`''`,
      read: sql<boolean>`${reminders.bellReadAt} is not null`,
      createdAt: sql<Date>`${reminders.bellRungAt}`.mapWith(reminders.bellRungAt),
      updatedAt: sql<Date>`coalesce(${reminders.bellReadAt}, ${reminders.bellRungAt})`.mapWith(
        reminders.bellRungAt,
      ),
      doseAt: sql`${reminders.bellDoseAt}`.mapWith(instantOrNull),
      again: sql<boolean | null>`${reminders.bellAgain}`,
    })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), isNotNull(reminders.bellRungAt), older));
}

/**
 * The owner's language now, in which their rings are worded as they read them: asked only
 * when a page of the bell has rings, which keeps the bell's statement to its two tables.
 */
export async function ownerLanguage(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.language ?? null;
}

/** A ring as the bell shows it, in `language`: an item like a notification, its id the reminder's. */
export function toBellItem(
  cipher: Pick<FieldCipher, "decrypt">,
  ring: BellRing,
  language: string | null,
): NotificationItem {
  const { label } = open(cipher, SEALED.reminders, { label: ring.title });
  const doseAt = ring.doseAt ?? ring.createdAt;
  return {
    id: ring.id,
    type: "other",
    ...reminderText({
      language,
      label,
      time: localTime(doseAt, TIMEZONE),
      again: ring.again === true,
    }),
    data: { kind: "reminder", reminder_id: ring.id, dose_at: doseAt.toISOString() },
    read: ring.read,
    created_at: ring.createdAt.toISOString(),
    updated_at: ring.updatedAt.toISOString(),
  };
}

/** Marks one of the owner's rings read; null when the id is no ring of theirs. */
export async function markRingRead(db: Db, userId: string, id: string, now: Date): Promise<BellRing | null> {
  await db
    .update(reminders)
    .set({ bellReadAt: now })
    .where(
      and(
        eq(reminders.id, id),
        eq(reminders.userId, userId),
        isNotNull(reminders.bellRungAt),
        isNull(reminders.bellReadAt),
      ),
    );
  const [ring] = await bellRingsOf(db, userId, eq(reminders.id, id));
  return ring ?? null;
}

/** Marks every unread ring of the owner read; answers how many. */
export async function markRingsRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(reminders)
    .set({ bellReadAt: now })
    .where(and(eq(reminders.userId, userId), isNotNull(reminders.bellRungAt), isNull(reminders.bellReadAt)))
    .returning({ id: reminders.id });
  return rows.length;
}

/** How many of the owner's rings are unread. */
export const countUnreadRings = (db: Db, userId: string) =>
  db.$count(
    reminders,
    and(eq(reminders.userId, userId), isNotNull(reminders.bellRungAt), isNull(reminders.bellReadAt)),
  );
