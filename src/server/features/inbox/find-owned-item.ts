/**
 * Loads an inbox item for the admin it is assigned to. Another admin's item, an
 * unassigned one and a missing one all answer 404: nothing tells them apart.
 */
import type { InboxItem, InboxItemParams } from "@shared/api/inbox";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import {
  ownedApplication,
  ownedMessage,
  selectApplicationRows,
  selectMessageRows,
  toApplicationItem,
  toMessageItem,
  type ApplicationRow,
  type MessageRow,
} from "./inbox-rows";

export type OwnedItem = ({ type: "application" } & ApplicationRow) | ({ type: "message" } & MessageRow);

export async function findOwnedItem(
  db: Db,
  adminId: string,
  { type, id }: InboxItemParams,
): Promise<OwnedItem> {
  const [found]: OwnedItem[] =
    type === "application"
      ? (await selectApplicationRows(db, ownedApplication(adminId, id))).map((row) => ({ type, ...row }))
      : (await selectMessageRows(db, ownedMessage(adminId, id))).map((row) => ({ type, ...row }));
  if (!found) throw new HttpError(404, "not_found", "Inbox item not found.");
  return found;
}

/** The item as the list shows it (no decrypted text). */
export function listItemOf(owned: OwnedItem): InboxItem {
  return owned.type === "application" ? toApplicationItem(owned) : toMessageItem(owned);
}

/** What the audit log names: the sensitive record itself, and the inbox item it came through. */
export function auditTargetOf(owned: OwnedItem) {
  return {
    entityType: owned.type,
    entityId: owned.type === "application" ? owned.application.id : owned.message.id,
    details: { item_id: owned.notification.id },
  };
}
