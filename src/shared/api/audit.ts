/** The audit log contract (GET /api/admin/audit): who viewed or changed what, and when. */
import { z } from "zod";

export const AUDIT_ACTIONS = [
  "viewed",
  "reviewed",
  "replied",
  "status_changed",
  "priority_changed",
  "assigned",
  "unassigned",
  "state_changed",
  "noted",
  "testimonial_approved",
  "testimonial_rejected",
  "admin_invited",
  "admin_invite_revoked",
  "admin_provisioned",
  "admin_region_changed",
  "admin_removed",
  "admin_made_lead",
  "admin_lead_removed",
  "account_deleted",
  /** A number's owner texted DELETE: what they gave by SMS and USSD was erased. */
  "number_erased",
  "resource_created",
  "resource_updated",
  "resource_deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  "case",
  "application",
  "message",
  "testimonial",
  "user",
  "admin_invite",
  "resource",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_LIST_MAX = 500;

export const auditQuerySchema = z.object({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: "invalid_choice" }).optional(),
  // Application and message ids are UUIDs; account ids are not.
  entity_id: z
    .string({ error: "invalid_id" })
    .trim()
    .min(1, { error: "invalid_id" })
    .max(128, { error: "invalid_id" })
    .optional(),
  limit: z.coerce
    .number({ error: "invalid_limit" })
    .int({ error: "invalid_limit" })
    .min(1, { error: "invalid_limit" })
    .max(AUDIT_LIST_MAX, { error: "invalid_limit" })
    .default(100),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Details hold ids, statuses and channels only: never names, messages or health data. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
