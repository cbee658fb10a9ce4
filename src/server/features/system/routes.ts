import { Hono } from "hono";
import { APP_VERSION } from "@shared/constants";
import { careSharingSchema, languagePreferenceSchema, type Health } from "@shared/api/system";
import type { AppDeps } from "../../deps";
import { requireUser, type ViewerVariables } from "../../auth/session";
import type { Viewer } from "../../auth/session";
import { publicConfig } from "./public-config";
import { getMe } from "./get-me";
import { setLanguage } from "./set-language";
import { setCareSharing } from "./set-care-sharing";
import { parseJson } from "../../http/validate";

const HEALTH_TIMEOUT_MS = 2000;

export function systemRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .get("/health", async (c) => {
      const dbOk = await Promise.race([
        deps.database.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS).unref()),
      ]);
      const body: Health = {
        status: dbOk ? "ok" : "degraded",
        db: dbOk ? "ok" : "down",
        version: APP_VERSION,
      };
      c.header("Cache-Control", "no-store");
      return c.json(body, dbOk ? 200 : 503);
    })
    .get("/config", (c) => c.json(publicConfig(deps.env)))
    .get("/me", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await getMe(deps.db, c.get("user")));
    })
    .put("/me/language", requireUser, async (c) => {
      const preference = await parseJson(c, languagePreferenceSchema);
      return c.json(await setLanguage(deps, c.get("user").user.id, preference));
    })
    .put("/me/care-sharing", requireUser, async (c) => {
      const choice = await parseJson(c, careSharingSchema);
      return c.json(await setCareSharing(deps, c.get("user").user.id, choice));
    });
}
