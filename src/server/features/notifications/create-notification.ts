/**
 * Creates in-app notifications for users, tells their open sessions through the
 * event bus, and sends a push message to their devices. Other features reach it through
 * deps.notify, never by importing it.
 */
import { randomUUID } from "node:crypto";
import type { NotificationType } from "@shared/constants";
import type { InboxItemType } from "@shared/api/inbox";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, seal } from "../../security/sealed-tables";
import type { EventBus } from "../../realtime/bus";
import type { Logger } from "../../logger";
import type { SendUserPush } from "./send-user-push";
import type { PreviewText, PushMessage } from "./push-payload";
import type { SiteLocale } from "@shared/domain/locale";

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** Where a tap on its push message leads (a neutral path of ours); the portal by default. */
  url?: string;
}

/** An item of the bell kept elsewhere, by its id there, with the words its push may preview. */
export interface PushedItem extends Omit<PushMessage, "url"> {
  userId: string;
  /** Where a tap on its push message leads (a neutral path of ours); the portal by default. */
  url?: string;
}

export interface NewInboxItem {
  /** An admin of the case's team. */
  adminId: string;
  type: InboxItemType;
  id: string;
  caseId: string;
}

export type NotificationRow = typeof notifications.$inferSelect;

export type Notify = ((input: NewNotification) => Promise<NotificationRow | null>) & {
  /**
   * Many notifications at once: one insert, one publish, one push
   * lookup, however many. Answers the rows made, in the order asked; none on a failure.
   */
  many(inputs: NewNotification[]): Promise<NotificationRow[]>;
  /**
   * Sends the push messages of items the bell lists that another feature keeps, and whose
   * live event it publishes itself (a reminder's ring, decision 094), in the background.
   */
  pushFor(items: PushedItem[]): void;
  /** A client wrote to a case of the admin's team: their open workspaces refresh, their devices get a push. */
  inboxItem(item: NewInboxItem): Promise<void>;
};

/** Where a tap on a push message leads; neutral paths only. */
const PORTAL_PATH = "/portal";
const casePath = (caseId: string) => `/admin-dashboard/cases/${caseId}`;

const INBOX_PREVIEWS: Record<InboxItemType, Record<SiteLocale, PreviewText>> = {
  application: {
    en: { title: "New application", body: "A new application is waiting in your inbox." },
    sw: { title: "Ombi jipya", body: "Ombi jipya linasubiri kwenye kikasha chako." },
    lg: { title: "Okusaba okupya", body: "Okusaba okupya kulindiridde mu bbokisi yo." },
  },
  message: {
    en: { title: "New message", body: "A new message is waiting in your inbox." },
    sw: { title: "Ujumbe mpya", body: "Ujumbe mpya unasubiri kwenye kikasha chako." },
    lg: { title: "Obubaka obupya", body: "Obubaka obupya bulindiridde mu bbokisi yo." },
  },
};

/**
 * Spec section 8: a failure is logged and answers null; the caller's own work stands.
 * Push messages go out in the background: a slow push service never slows the caller.
 */
export function createNotifier(deps: {
  db: Db;
  cipher: FieldCipher;
  bus: EventBus;
  logger: Logger;
  now: () => Date;
  push: SendUserPush;
}): Notify {
  const { db, cipher, bus, logger, now, push } = deps;

  async function many(inputs: NewNotification[]): Promise<NotificationRow[]> {
    if (inputs.length === 0) return [];
    try {
      const at = now();
      // Ids made here, so each row is matched to what was asked whatever order they come back in.
      const asked = inputs.map((input) => ({ ...input, id: randomUUID() }));
      // Encrypted at rest: a reply's words, a reminder's label (docs/decisions/064).
      const made = await db
        .insert(notifications)
        .values(
          asked.map((input) =>
            seal(cipher, SEALED.notifications, {
              id: input.id,
              userId: input.userId,
              type: input.type,
              title: input.title,
              message: input.message,
              data: JSON.stringify(input.data ?? {}),
              read: false,
              createdAt: at,
              updatedAt: at,
            }),
          ),
        )
        .returning();
      const rowOf = new Map(made.map((row) => [row.id, row]));
      const rows = asked.map((input) => rowOf.get(input.id)!);
      await bus.publish(
        ...rows.map((row) => ({
          kind: "notification" as const,
          userIds: [row.userId],
          data: { id: row.id, type: row.type },
        })),
      );
      pushFor(asked.map((input) => ({ ...input, preview: { title: input.title, body: input.message } })));
      return rows;
    } catch (error) {
      logger.error({ err: error }, "notification could not be created");
      return [];
    }
  }

  /** Their devices get a push, in the background: a slow push service never slows the caller. */
  function pushFor(items: PushedItem[]): void {
    if (items.length === 0) return;
    void push(
      items.map((item) => ({
        userId: item.userId,
        message: { id: item.id, type: item.type, url: item.url ?? PORTAL_PATH, preview: item.preview },
      })),
    );
  }

  const notify = async (input: NewNotification) => (await many([input]))[0] ?? null;

  async function inboxItem(item: NewInboxItem): Promise<void> {
    try {
      await bus.publish({
        kind: "inbox",
        userIds: [item.adminId],
        data: { id: item.id, type: item.type, change: "new" },
      });
      void push([
        {
          userId: item.adminId,
          message: {
            id: item.id,
            type: item.type,
            url: casePath(item.caseId),
            preview: (language) => INBOX_PREVIEWS[item.type][language],
          },
        },
      ]);
    } catch (error) {
      logger.error({ err: error }, "inbox event could not be published");
    }
  }

  return Object.assign(notify, { many, pushFor, inboxItem });
}
