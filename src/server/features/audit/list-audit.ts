/** The most recent audit rows, newest first, with the actor's display name. */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AuditEntry, AuditQuery } from "@shared/api/audit";
import type { Db } from "../../db/client";
import { auditLog, user } from "../../db/schema";

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  const filters: SQL[] = [];
  if (query.entity_type) filters.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
  const rows = await db
    .select({ entry: auditLog, actorName: user.name })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit);
  return rows.map(({ entry, actorName }) => ({
    id: entry.id,
    actor_id: entry.actorId,
    actor_name: actorName,
    action: entry.action as AuditEntry["action"],
    entity_type: entry.entityType as AuditEntry["entity_type"],
    entity_id: entry.entityId,
    details: entry.details as AuditEntry["details"],
    created_at: entry.createdAt.toISOString(),
  }));
}
