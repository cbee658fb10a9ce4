/**
 * The notifications contract (spec sections 3 and 7; DESIGN section 5): the in-app
 * notification as the owner reads it, the bell's counts, and the live events of
 * GET /api/events, which carry ids and kinds only, never text.
 */
import { z } from "zod";
import { NOTIFICATION_TYPES } from "../constants";

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationSchema = z.object({
  id: z.string(),
  /** A kind added by a newer server than the page's code reads as "other" (decision 086). */
  type: notificationTypeSchema.catch("other"),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/**
 * The bell lists a page at a time, newest first: the first page when it opens, each older
 * page on asking (`?before=` the oldest id shown). A page is what a phone shows in a few
 * screens, and what each opening of the bell costs in data and in decrypting.
 */
export const NOTIFICATIONS_PAGE = 20;
export const notificationListQuerySchema = z.object({ before: z.uuid({ error: "invalid_id" }).optional() });
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Whether there are older notifications than this page's last. */
  has_older: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * The bell's counts. `count` is what the badge shows: the caller's unread notifications,
 * plus for an admin the new application and message notifications assigned to them
 * (spec section 6); the parts are 0 for everyone else.
 */
export const unreadCountSchema = z.object({
  count: z.number().int().min(0),
  own_unread: z.number().int().min(0),
  new_applications: z.number().int().min(0),
  new_messages: z.number().int().min(0),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationParamsSchema = z.object({ id: z.uuid({ error: "invalid_id" }) });

export const markReadResponseSchema = z.object({ notification: notificationSchema });
export const markAllReadResponseSchema = z.object({ updated: z.number().int().min(0) });
