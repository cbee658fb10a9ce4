import { Hono } from "hono";
import { auditQuerySchema, type AuditListResponse } from "@shared/api/audit";
import type { AppDeps } from "../../deps";
import { requireAdmin, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseWith } from "../../http/validate";
import { listAudit } from "./list-audit";

/** Admins see the whole log: it holds who did what, never the personal data itself. */
export function auditRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>().get(
    "/admin/audit",
    requireAdmin,
    async (c) => {
      const query = parseWith(auditQuerySchema, c.req.query());
      c.header("Cache-Control", "no-store");
      return c.json({ entries: await listAudit(deps.db, query) } satisfies AuditListResponse);
    },
  );
}
