/**
 * The notifications API (DESIGN section 5): the caller's notifications, the bell's
 * counts, mark one or all read; and, composed in, the Web Push endpoints. Owner only:
 * every query filters by the signed-in user's id.
 */
import { Hono } from "hono";
import { notificationListQuerySchema, notificationParamsSchema } from "@shared/api/notifications";
import type { AppDeps } from "../../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseWith } from "../../http/validate";
import { listNotifications } from "./list-notifications";
import { countUnread, type CountTeamQueue } from "./count-unread";
import { markRead } from "./mark-read";
import { markAllRead } from "./mark-all-read";
import { pushRoutes } from "./push-routes";

export function notificationRoutes(deps: AppDeps, operations: { countTeamQueue: CountTeamQueue }) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .use("/notifications/*", requireUser)
    .use("/notifications/*", async (c, next) => {
      // Set before the answer is made, which then carries it: set after, it would make the
      // server rebuild the finished answer to add one header (docs/benchmarks.md).
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/notifications", async (c) => {
      const { before } = parseWith(notificationListQuerySchema, c.req.query());
      return c.json(await listNotifications(deps, c.get("user").user.id, before));
    })
    .get("/notifications/unread-count", async (c) =>
      c.json(await countUnread(deps.db, c.get("user"), operations.countTeamQueue)),
    )
    .post("/notifications/read-all", async (c) => c.json(await markAllRead(deps, c.get("user").user.id)))
    .post("/notifications/:id/read", async (c) => {
      const { id } = parseWith(notificationParamsSchema, c.req.param());
      return c.json({ notification: await markRead(deps, c.get("user").user.id, id) });
    })
    .route("/", pushRoutes(deps));
}
