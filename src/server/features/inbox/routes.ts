import { Hono } from "hono";
import {
  applicationStatusChangeBodySchema,
  inboxItemParamsSchema,
  inboxReviewBodySchema,
  priorityOverrideBodySchema,
} from "@shared/api/inbox";
import type { CaseSummaryResponse } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import { requireNavigator, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { loadNavigator } from "../cases/case-team";
import { reviewInboxItem } from "./review-inbox-item";
import { changeApplicationStatus } from "./change-application-status";
import { overridePriority } from "./override-priority";

const applicationItemParamsSchema = inboxItemParamsSchema.pick({ id: true });

/**
 * The spec's item actions, on the items of a case: every navigator of the case's team may
 * take them; anyone else gets 404. Each answers the case as the workspace lists it.
 */
export function inboxRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .post("/admin/inbox/:type/:id/review", requireNavigator, async (c) => {
      const params = parseWith(inboxItemParamsSchema, c.req.param());
      await parseJson(c, inboxReviewBodySchema);
      const navigator = await loadNavigator(deps.db, c.get("user").user.id);
      return c.json({ case: await reviewInboxItem(deps, navigator, params) } satisfies CaseSummaryResponse);
    })
    .post("/admin/inbox/:type/:id/priority", requireNavigator, async (c) => {
      const params = parseWith(inboxItemParamsSchema, c.req.param());
      const { priority } = await parseJson(c, priorityOverrideBodySchema);
      const navigator = await loadNavigator(deps.db, c.get("user").user.id);
      const summary = await overridePriority(deps, navigator, params, priority);
      return c.json({ case: summary } satisfies CaseSummaryResponse);
    })
    .post("/admin/inbox/application/:id/status", requireNavigator, async (c) => {
      const { id } = parseWith(applicationItemParamsSchema, c.req.param());
      const body = await parseJson(c, applicationStatusChangeBodySchema);
      const navigator = await loadNavigator(deps.db, c.get("user").user.id);
      const summary = await changeApplicationStatus(deps, navigator, id, body);
      return c.json({ case: summary } satisfies CaseSummaryResponse);
    });
}
