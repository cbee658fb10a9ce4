import { Hono } from "hono";
import { contactRequestSchema, type ContactMessageCreated } from "@shared/api/contact";
import type { AppDeps } from "../../deps";
import type { ViewerVariables } from "../../auth/session";
import { parseJson } from "../../http/validate";
import { idempotent } from "../../http/idempotency";
import { createContactMessage } from "./create-contact-message";

/** Anyone may write; a signed-in sender's message is linked to their account for in-app replies. */
export function contactRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables }>().post("/contact", idempotent(deps), async (c) => {
    const input = await parseJson(c, contactRequestSchema);
    const created = await createContactMessage(deps, { ...input, userId: c.get("viewer")?.user.id ?? null });
    return c.json(created satisfies ContactMessageCreated, 201);
  });
}
