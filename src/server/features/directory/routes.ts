/**
 * The resources directory's admin page (/admin-dashboard/directory, decision 070): every
 * admin reads it (it holds no one's personal data); a lead admin with two-step sign-in
 * adds, changes and deletes entries within their region, a national lead everywhere.
 * A change reaches iCare's search at once on this server, within its cache time on others.
 */
import { Hono } from "hono";
import {
  directoryEntryCreateSchema,
  directoryEntryParamsSchema,
  directoryEntryPatchSchema,
  type DirectoryDeleteResponse,
  type DirectoryEntryResponse,
  type DirectoryListResponse,
} from "@shared/api/directory";
import type { AppDeps } from "../../deps";
import { requireAdmin, requireNavigator, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { idempotent } from "../../http/idempotency";
import { directoryScopeOf, mayChange } from "./directory-scope";
import { listResources } from "./list-resources";
import { createResource } from "./create-resource";
import { updateResource } from "./update-resource";
import { deleteResource } from "./delete-resource";

export interface DirectoryRouteOperations {
  /** Seeds the directory on first use: the assistant feature's seed (resources-seed.ts). */
  ensureSeeded(): Promise<void>;
  /** Tells iCare's search the directory changed (resources.ts). */
  changed(): void;
}

type Env = { Variables: ViewerVariables & { user: Viewer } };

export function directoryRoutes(deps: AppDeps, operations: DirectoryRouteOperations) {
  const scopeOf = (viewer: Viewer) => directoryScopeOf(deps.db, viewer.user);
  return new Hono<Env>()
    .use("/admin/resources/*", async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/admin/resources", requireAdmin, async (c) => {
      c.header("Cache-Control", "no-store");
      await operations.ensureSeeded();
      const scope = await scopeOf(c.get("user"));
      return c.json({
        region: scope.region,
        lead: scope.lead,
        two_factor: scope.twoFactor,
        can_create: mayChange(scope, scope.region),
        entries: await listResources(deps.db, scope),
      } satisfies DirectoryListResponse);
    })
    .post("/admin/resources", requireNavigator, idempotent(deps), async (c) => {
      const input = await parseJson(c, directoryEntryCreateSchema);
      await operations.ensureSeeded();
      const entry = await createResource(deps, await scopeOf(c.get("user")), input);
      operations.changed();
      return c.json({ entry } satisfies DirectoryEntryResponse, 201);
    })
    .patch("/admin/resources/:id", requireNavigator, async (c) => {
      const { id } = parseWith(directoryEntryParamsSchema, c.req.param());
      const patch = await parseJson(c, directoryEntryPatchSchema);
      const entry = await updateResource(deps, await scopeOf(c.get("user")), id, patch);
      operations.changed();
      return c.json({ entry } satisfies DirectoryEntryResponse);
    })
    .delete("/admin/resources/:id", requireNavigator, async (c) => {
      const { id } = parseWith(directoryEntryParamsSchema, c.req.param());
      await deleteResource(deps, await scopeOf(c.get("user")), id);
      operations.changed();
      return c.json({ ok: true as const } satisfies DirectoryDeleteResponse);
    });
}
