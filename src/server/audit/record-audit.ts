/**
 * Writes one audit row: who viewed or changed which sensitive record, and when.
 * Details carry ids, statuses and channels only, never personal text.
 */
import type { AuditAction, AuditEntityType } from "@shared/api/audit";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Db, at: Date, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    details: record.details ?? {},
    createdAt: at,
  });
}
