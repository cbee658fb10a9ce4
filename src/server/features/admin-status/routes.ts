/** GET /api/admin/status: admins only (DESIGN section 5). */
import { Hono } from "hono";
import type { AppDeps } from "../../deps";
import { requireAdmin, type Viewer, type ViewerVariables } from "../../auth/session";
import { getAdminStatus } from "./get-admin-status";

export function adminStatusRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>().get(
    "/admin/status",
    requireAdmin,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await getAdminStatus(deps));
    },
  );
}
