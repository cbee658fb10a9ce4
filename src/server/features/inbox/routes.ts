import { Hono } from "hono";
import {
  applicationStatusChangeBodySchema,
  inboxItemParamsSchema,
  inboxListQuerySchema,
  inboxReplyBodySchema,
  inboxReviewBodySchema,
  priorityOverrideBodySchema,
  type InboxItemDetail,
  type InboxItemResponse,
  type InboxListResponse,
  type InboxReplyResponse,
} from "@shared/api/inbox";
import type { AppDeps } from "../../deps";
import { requireAdmin, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { listInbox } from "./list-inbox";
import { getInboxItem } from "./get-inbox-item";
import { reviewInboxItem } from "./review-inbox-item";
import { replyToInboxItem } from "./reply-to-inbox-item";
import { changeApplicationStatus } from "./change-application-status";
import { overridePriority } from "./override-priority";

const applicationItemParamsSchema = inboxItemParamsSchema.pick({ id: true });

/** Every route answers only for items assigned to the calling admin; others are 404. */
export function inboxRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .get("/admin/inbox", requireAdmin, async (c) => {
      const query = parseWith(inboxListQuerySchema, c.req.query());
      c.header("Cache-Control", "no-store");
      return c.json((await listInbox(deps, c.get("user").user.id, query)) satisfies InboxListResponse);
    })
    .get("/admin/inbox/:type/:id", requireAdmin, async (c) => {
      const params = parseWith(inboxItemParamsSchema, c.req.param());
      c.header("Cache-Control", "no-store");
      return c.json((await getInboxItem(deps, c.get("user").user.id, params)) satisfies InboxItemDetail);
    })
    .post("/admin/inbox/:type/:id/review", requireAdmin, async (c) => {
      const params = parseWith(inboxItemParamsSchema, c.req.param());
      await parseJson(c, inboxReviewBodySchema);
      const item = await reviewInboxItem(deps, c.get("user").user.id, params);
      return c.json({ item } satisfies InboxItemResponse);
    })
    .post("/admin/inbox/:type/:id/reply", requireAdmin, async (c) => {
      const params = parseWith(inboxItemParamsSchema, c.req.param());
      const body = await parseJson(c, inboxReplyBodySchema);
      const reply = await replyToInboxItem(deps, c.get("user"), params, body);
      return c.json({ reply } satisfies InboxReplyResponse, 201);
    })
    .post("/admin/inbox/:type/:id/priority", requireAdmin, async (c) => {
      const params = parseWith(inboxItemParamsSchema, c.req.param());
      const { priority } = await parseJson(c, priorityOverrideBodySchema);
      const item = await overridePriority(deps, c.get("user").user.id, params, priority);
      return c.json({ item } satisfies InboxItemResponse);
    })
    .post("/admin/inbox/application/:id/status", requireAdmin, async (c) => {
      const { id } = parseWith(applicationItemParamsSchema, c.req.param());
      const body = await parseJson(c, applicationStatusChangeBodySchema);
      const item = await changeApplicationStatus(deps, c.get("user").user.id, id, body);
      return c.json({ item } satisfies InboxItemResponse);
    });
}
