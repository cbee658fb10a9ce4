import { Hono } from "hono";
import { auditQuerySchema, type AuditListResponse } from "@shared/api/audit";
import type { AppDeps } from "../../deps";
import { requireNavigator, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseWith } from "../../http/validate";
import { listAudit } from "./list-audit";

/**
 * Navigators see the whole log: it holds who did what, never the personal data itself,
 * but its ids and times tie a client to their care; so an admin needs two-step sign-in.
 */
export function auditRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>().get(
    "/admin/audit",
    requireNavigator,
    async (c) => {
      const query = parseWith(auditQuerySchema, c.req.query());
      c.header("Cache-Control", "no-store");
      return c.json({ entries: await listAudit(deps.db, query) } satisfies AuditListResponse);
    },
  );
}
