/**
 * Creates an in-app notification for a user and tells their open sessions through the
 * event bus. Other features reach it through deps.notify, never by importing it.
 */
import type { NotificationType } from "@shared/constants";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { EventBus } from "../../realtime/bus";
import type { Logger } from "../../logger";

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

export type NotificationRow = typeof notifications.$inferSelect;
export type Notify = (input: NewNotification) => Promise<NotificationRow | null>;

/** Spec section 8: a failure is logged and answers null; the caller's own work stands. */
export function createNotifier(deps: { db: Db; bus: EventBus; logger: Logger; now: () => Date }): Notify {
  return async (input) => {
    try {
      const now = deps.now();
      const [row] = await deps.db
        .insert(notifications)
        .values({
          userId: input.userId,
          type: input.type,
          title: input.title,
          message: input.message,
          data: input.data ?? {},
          read: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await deps.bus.publish({ kind: "notification", userIds: [input.userId] });
      return row ?? null;
    } catch (error) {
      deps.logger.error({ err: error }, "notification could not be created");
      return null;
    }
  };
}
