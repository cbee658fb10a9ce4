import { Hono } from "hono";
import { z } from "zod";
import {
  serviceApplicationInputSchema,
  type MyApplicationResponse,
  type MyApplicationsResponse,
} from "@shared/api/applications";
import type { AppDeps } from "../../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { idempotent } from "../../http/idempotency";
import { createApplication } from "./create-application";
import { listMyApplications } from "./list-my-applications";
import { getMyApplication } from "./get-my-application";

const applicationParamsSchema = z.object({ id: z.uuid({ error: "invalid_id" }) });

export function applicationRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .post("/applications", requireUser, idempotent(deps), async (c) => {
      const input = await parseJson(c, serviceApplicationInputSchema);
      return c.json(await createApplication(deps, c.get("user").user.id, input), 201);
    })
    .get("/applications", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      const applications = await listMyApplications(deps, c.get("user").user.id);
      return c.json({ applications } satisfies MyApplicationsResponse);
    })
    .get("/applications/:id", requireUser, async (c) => {
      const { id } = parseWith(applicationParamsSchema, c.req.param());
      c.header("Cache-Control", "no-store");
      const application = await getMyApplication(deps, c.get("user").user.id, id);
      return c.json({ application } satisfies MyApplicationResponse);
    });
}
