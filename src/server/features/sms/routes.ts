import { Hono } from "hono";
import { incomingSmsSchema, smsDeliveryReportSchema, ussdEndedSchema, ussdStepSchema } from "@shared/api/sms";
import type { AppDeps } from "../../deps";
import { providerCallback } from "../../http/provider-callback";
import { receiveSms, type SmsOperations } from "./receive-sms";
import { answerUssd, ussdEnded } from "./answer-ussd";

/**
 * The provider's callbacks: text messages in and their delivery reports (decision 081), and
 * USSD sessions (decision 082).
 */
export function smsRoutes(deps: AppDeps, operations: SmsOperations) {
  return new Hono()
    .post("/sms/inbound", async (c) => {
      const sms = await providerCallback(c, deps.env, incomingSmsSchema);
      const outcome = await receiveSms(deps, operations, {
        providerMessageId: sms.id,
        from: sms.from,
        text: sms.text,
      });
      // The provider needs a 200 only; the outcome helps whoever reads the provider's logs.
      return c.json({ ok: true, outcome });
    })
    .post("/sms/delivery", async (c) => {
      const report = await providerCallback(c, deps.env, smsDeliveryReportSchema);
      const known = await deps.messaging.recordDelivery({
        providerMessageId: report.id,
        status: report.status,
        failureReason: report.failureReason ?? null,
      });
      return c.json({ ok: true, known });
    })
    .post("/ussd", async (c) => {
      const call = await providerCallback(c, deps.env, ussdStepSchema);
      const answer = await answerUssd(deps, operations, call);
      c.header("Cache-Control", "no-store");
      return c.text(answer);
    })
    .post("/ussd/ended", async (c) => {
      const ended = await providerCallback(c, deps.env, ussdEndedSchema);
      await ussdEnded(deps, ended.sessionId, ended.status);
      return c.json({ ok: true });
    });
}
