/**
 * An admin who leaves a team (another region, or no longer an admin) hands nothing over
 * by hand: their open cases go back to the shared queue of the case's region, with their
 * items, so the team sees them at once. Each one is written in the case's thread and the
 * audit log. Runs inside the caller's transaction.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../security/encryption";
import { applicationNotifications, cases, messageNotifications } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { recordCaseEvent } from "../cases/file-into-case";

export type ReturnReason = "region_changed" | "removed_from_team";

export interface ReturnedCase {
  id: string;
  region: Region | null;
}

export async function returnOpenCases(
  tx: Db,
  cipher: FieldCipher,
  at: Date,
  input: { member: { id: string; name: string }; actorId: string; reason: ReturnReason },
): Promise<ReturnedCase[]> {
  const returned = await tx
    .update(cases)
    .set({ assigneeId: null, updatedAt: at })
    .where(and(eq(cases.assigneeId, input.member.id), ne(cases.state, "resolved")))
    .returning({ id: cases.id, region: cases.region });
  if (returned.length === 0) return [];
  const ids = returned.map((row) => row.id);
  // The items' admin_id is the case's assignee (the spec's "assigned to their admin_id").
  await tx
    .update(applicationNotifications)
    .set({ adminId: null, updatedAt: at })
    .where(inArray(applicationNotifications.caseId, ids));
  await tx
    .update(messageNotifications)
    .set({ adminId: null, updatedAt: at })
    .where(inArray(messageNotifications.caseId, ids));
  for (const row of returned) {
    await recordCaseEvent(tx, cipher, row.id, at, {
      kind: "event",
      code: "unassigned",
      authorId: input.actorId,
      data: { from: input.member.name, reason: input.reason },
    });
    await recordAudit(tx, at, {
      actorId: input.actorId,
      action: "unassigned",
      entityType: "case",
      entityId: row.id,
      details: { admin_id: input.member.id, reason: input.reason },
    });
  }
  return returned;
}
