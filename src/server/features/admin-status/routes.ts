/** GET /api/admin/status: admins only (DESIGN section 5). */
import { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import type { AppDeps } from "../../deps";
import { requireAdmin, type Viewer, type ViewerVariables } from "../../auth/session";
import type { AdminStatus, CrisisResponseTimes } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { getAdminStatus } from "./get-admin-status";
import { serverMachineCheck } from "../../http/client-address";

export interface AdminStatusOperations {
  /** The cases feature's crisisResponseTimes: the caller's team's times. */
  crisisResponseTimes(
    db: Db,
    adminId: string,
    now: Date,
    promiseMinutes: number,
  ): Promise<CrisisResponseTimes>;
}

export function adminStatusRoutes(deps: AppDeps, operations: AdminStatusOperations) {
  const onServerMachine = serverMachineCheck(deps.env.TRUST_PROXY);
  return new Hono<{ Bindings: Partial<HttpBindings>; Variables: ViewerVariables & { user: Viewer } }>().get(
    "/admin/status",
    requireAdmin,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const adminId = c.get("user").user.id;
      const status = await getAdminStatus(
        deps,
        () => operations.crisisResponseTimes(deps.db, adminId, deps.now(), deps.env.CRISIS_RESPONSE_MINUTES),
        onServerMachine(c.env?.incoming?.socket.remoteAddress, c.req.raw.headers),
      );
      return c.json(status satisfies AdminStatus);
    },
  );
}
