import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { NOTIFICATIONS_PAGE, type NotificationList } from "@shared/api/notifications";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { notifications, reminders } from "../../db/schema";
import { preparedOncePerDatabase } from "../../db/prepared";
import { bellRingsOf, instantOrNull, ownerLanguage, toBellItem } from "../reminders/bell-rings";
import { toNotificationItem } from "./to-notification-item";

/**
 * A page of the owner's bell, newest first (spec section 7): their notifications and their
 * reminders' last rings (decision 094), the newest, or those older than `before`, an item of
 * the owner's own (another's id finds nothing).
 */
export async function listNotifications(
  deps: Pick<AppDeps, "db" | "cipher">,
  userId: string,
  before?: string,
): Promise<NotificationList> {
  const found = before
    ? await pageQuery(deps.db, userId, (at, id) => sql`(${at}, ${id}) < (${cursorOf(before, userId)})`)
    : await newestPage(deps.db).execute({ userId });
  // A page of notifications and the few rings beside it, put in order here.
  const rows = found.sort(newestFirst).slice(0, NOTIFICATIONS_PAGE + 1);
  const language = rows.some(isRing) ? await ownerLanguage(deps.db, userId) : null;
  return {
    notifications: rows
      .slice(0, NOTIFICATIONS_PAGE)
      .map(({ again, doseAt, ...row }) =>
        again === null
          ? toNotificationItem(deps.cipher, row)
          : toBellItem(deps.cipher, { ...row, doseAt, again }, language),
      ),
    has_older: rows.length > NOTIFICATIONS_PAGE,
  };
}

/** A ring's `again` is never null, a notification's always: that tells them apart. */
const isRing = (row: { again: boolean | null }) => row.again !== null;

/** Newest first; at the same moment, the greater id first, as the cursor counts. */
function newestFirst(a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Where an item of the owner's bell sits: its time and id, whichever kind it is. */
function cursorOf(id: string, userId: string): SQL {
  return sql`select n.created_at, n.id from ${notifications} n where n.id = ${id} and n.user_id = ${userId}
    union all
    select r.bell_rung_at, r.id from ${reminders} r where r.id = ${id} and r.user_id = ${userId} and r.bell_rung_at is not null`;
}

/** The condition of being older than the cursor, for either kind's time and id. */
type OlderThan = (at: AnyPgColumn, id: AnyPgColumn) => SQL;

/**
 * The owner's notifications and rings (older than the cursor, when given), in one statement:
 * a page of notifications, newest first by their index, beside the owner's few rung
 * reminders. Nothing more (no order of the whole, no language): each costs PostgreSQL more
 * planning than the rest on the request every signed-in page makes (docs/benchmarks.md).
 */
function pageQuery(db: Db, userId: string | Placeholder, older?: OlderThan) {
  const stored = db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      data: notifications.data,
      read: notifications.read,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
      doseAt: sql`null::timestamptz`.mapWith(instantOrNull).as("dose_at"),
      again: sql<boolean | null>`null::boolean`.as("again"),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), older?.(notifications.createdAt, notifications.id)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    // One more than a page says whether there are older ones, without counting them.
    .limit(NOTIFICATIONS_PAGE + 1);
  return stored.unionAll(bellRingsOf(db, userId, older?.(reminders.bellRungAt, reminders.id)));
}

// The bell's first page is what every signed-in page asks for.
const newestPage = preparedOncePerDatabase((db) =>
  pageQuery(db, sql.placeholder("userId")).prepare("newest_notifications"),
);
