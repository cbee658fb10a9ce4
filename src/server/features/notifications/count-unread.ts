import { and, eq } from "drizzle-orm";
import type { UnreadCount } from "@shared/api/notifications";
import { bellTotal } from "@shared/domain/badge";
import type { Db } from "../../db/client";
import { applicationNotifications, messageNotifications, notifications } from "../../db/schema";
import type { Viewer } from "../../auth/session";
import { countUnreadRings } from "../reminders/bell-rings";

/** The new items in an admin's team queue, not yet anyone's (the cases feature counts them). */
export type CountTeamQueue = (db: Db, adminId: string) => Promise<{ applications: number; messages: number }>;

/**
 * The bell's counts: the caller's unread notifications and reminders' rings, and for an admin the new
 * application and message notifications assigned to them (spec sections 6 and 7:
 * head-only exact counts, served by partial indexes) plus those waiting in their team's
 * queue, which are nobody's yet (docs/decisions/054-cases.md).
 */
export async function countUnread(
  db: Db,
  viewer: Viewer,
  countTeamQueue: CountTeamQueue,
): Promise<UnreadCount> {
  const userId = viewer.user.id;
  const isAdmin = viewer.role === "admin";
  const [unreadNotifications, unreadRings, assignedApplications, assignedMessages, queue] = await Promise.all(
    [
      db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.read, false))),
      countUnreadRings(db, userId),
      isAdmin
        ? db.$count(
            applicationNotifications,
            and(eq(applicationNotifications.adminId, userId), eq(applicationNotifications.status, "new")),
          )
        : 0,
      isAdmin
        ? db.$count(
            messageNotifications,
            and(eq(messageNotifications.adminId, userId), eq(messageNotifications.status, "new")),
          )
        : 0,
      isAdmin ? countTeamQueue(db, userId) : { applications: 0, messages: 0 },
    ],
  );
  const ownUnread = unreadNotifications + unreadRings;
  const newApplications = assignedApplications + queue.applications;
  const newMessages = assignedMessages + queue.messages;
  return {
    count: bellTotal({
      ownUnread,
      newApplicationNotifications: newApplications,
      newMessageNotifications: newMessages,
    }),
    own_unread: ownUnread,
    new_applications: newApplications,
    new_messages: newMessages,
  };
}
