import { timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { incomingSmsSchema, smsDeliveryReportSchema } from "@shared/api/sms";
import type { AppDeps } from "../../deps";
import { HttpError } from "../../http/errors";
import { parseWith } from "../../http/validate";
import { receiveSms, type SmsOperations } from "./receive-sms";

/** A provider's form fields are short; anything past this is not a callback of theirs. */
const MAX_FORM_BYTES = 16 * 1024;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Africa's Talking does not sign its callbacks: the operator gives it URLs carrying a
 * secret (`?key=`, SMS_CALLBACK_KEY), which is checked here. Without the setting the
 * callbacks are off (404), as if they did not exist.
 */
function checkKey(c: Context, deps: AppDeps) {
  const expected = deps.env.SMS_CALLBACK_KEY;
  if (!expected) throw new HttpError(404, "not_found", "Not found.");
  if (!sameSecret(c.req.query("key") ?? "", expected)) {
    throw new HttpError(401, "bad_key", "The callback's key is missing or wrong.", { field: "key" });
  }
}

async function formOf(c: Context): Promise<Record<string, string>> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) throw new HttpError(413, "too_large", "The request body is too large.");
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) throw new HttpError(413, "too_large", "The request body is too large.");
  return Object.fromEntries(new URLSearchParams(text));
}

/** Text messages in (decision 081): the provider's callbacks for messages and delivery reports. */
export function smsRoutes(deps: AppDeps, operations: SmsOperations) {
  return new Hono()
    .post("/sms/inbound", async (c) => {
      checkKey(c, deps);
      const sms = parseWith(incomingSmsSchema, await formOf(c));
      const outcome = await receiveSms(deps, operations, {
        providerMessageId: sms.id,
        from: sms.from,
        text: sms.text,
      });
      // The provider needs a 200 only; the outcome helps whoever reads the provider's logs.
      return c.json({ ok: true, outcome });
    })
    .post("/sms/delivery", async (c) => {
      checkKey(c, deps);
      const report = parseWith(smsDeliveryReportSchema, await formOf(c));
      const known = await deps.messaging.recordDelivery({
        providerMessageId: report.id,
        status: report.status,
        failureReason: report.failureReason ?? null,
      });
      return c.json({ ok: true, known });
    });
}
