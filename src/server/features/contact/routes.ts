import { Hono } from "hono";
import {
  contactRequestSchema,
  signedInContactRequestSchema,
  type ContactMessageCreated,
} from "@shared/api/contact";
import type { AppDeps } from "../../deps";
import { viewerOf, type ViewerVariables } from "../../auth/session";
import { parseJson } from "../../http/validate";
import { readDanger } from "@shared/danger/read-danger";
import type { AnonymousLimiter } from "../../security/anonymous-writes";
import { idempotent } from "../../http/idempotency";
import { createContactMessage } from "./create-contact-message";
import { signedInSender } from "./signed-in-sender";

/**
 * Anyone may write. An anonymous sender leaves an e-mail or a phone number for the reply,
 * and spends from the visitors' hourly allowances (decision 065), except with a message
 * that reads as a crisis, which is never refused; a signed-in sender is answered in the
 * app, their name, e-mail and phone taken from the account (decision 056).
 */
export function contactRoutes(deps: AppDeps, operations: { anonymousLimiter: AnonymousLimiter }) {
  return new Hono<{ Variables: ViewerVariables }>().post("/contact", idempotent(deps), async (c) => {
    const viewer = await viewerOf(c);
    if (!viewer) {
      const input = await parseJson(c, contactRequestSchema);
      if (readDanger(`${input.subject ?? ""}\n${input.message}`).risk_level !== "high")
        await operations.anonymousLimiter.write(c, "contact");
      const created = await createContactMessage(deps, { ...input, userId: null });
      return c.json(created satisfies ContactMessageCreated, 201);
    }
    const input = await parseJson(c, signedInContactRequestSchema);
    const sender = await signedInSender(deps.db, viewer, input);
    const created = await createContactMessage(deps, {
      ...sender,
      source: input.source,
      subject: input.subject,
      message: input.message,
    });
    return c.json(created satisfies ContactMessageCreated, 201);
  });
}
