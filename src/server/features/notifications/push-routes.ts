/**
 * Web Push endpoints: the server's public key, subscribe and unsubscribe a device, and
 * the preview preference. Signed-in users only; a push service must be one of the
 * browsers' own over https (outside production also on this machine, for tests).
 */
import { Hono } from "hono";
import {
  PUSH_ENDPOINT_TAKEN,
  pushPreferencesSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from "@shared/api/push";
import type { AppDeps } from "../../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson } from "../../http/validate";
import { HttpError } from "../../http/errors";
import { savePushSubscription } from "./save-push-subscription";
import { removePushSubscription } from "./remove-push-subscription";
import { getPushPreferences, setPushPreferences } from "./push-preferences";

const USER_AGENT_MAX_CHARS = 300;

export function pushRoutes(deps: AppDeps) {
  const endpointRules = { allowLocalHttp: !deps.env.isProduction };
  const subscriptionSchema = pushSubscriptionInputSchema(endpointRules);
  const unsubscribeSchema = pushUnsubscribeInputSchema(endpointRules);

  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .use("/push/*", requireUser)
    .get("/push/public-key", (c) => c.json({ publicKey: deps.push.publicKey }))
    .post("/push/subscriptions", async (c) => {
      const input = await parseJson(c, subscriptionSchema);
      const userAgent = c.req.header("user-agent")?.slice(0, USER_AGENT_MAX_CHARS) ?? null;
      const saved = await savePushSubscription(deps.db, c.get("user").user.id, input, userAgent, deps.now());
      if (saved === "taken") {
        throw new HttpError(409, PUSH_ENDPOINT_TAKEN, "This device is registered to another account.", {
          field: "endpoint",
        });
      }
      return c.json({ subscribed: true }, 201);
    })
    .delete("/push/subscriptions", async (c) => {
      const { endpoint } = await parseJson(c, unsubscribeSchema);
      await removePushSubscription(deps.db, c.get("user").user.id, endpoint);
      return c.json({ subscribed: false });
    })
    .get("/push/preferences", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await getPushPreferences(deps.db, c.get("user").user.id));
    })
    .put("/push/preferences", async (c) => {
      const preferences = await parseJson(c, pushPreferencesSchema);
      return c.json(await setPushPreferences(deps, c.get("user").user.id, preferences));
    });
}
