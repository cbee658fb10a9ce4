/**
 * What an operator checks first: database and migrations, realtime, push, mail, SMS and
 * assistant configuration. It also lists the outbox, so a new user can finish every flow
 * (confirmation links, codes) without a provider, but only to a browser on the server's
 * own machine or in an explicit demo: the outbox holds every client's codes and links,
 * which no admin of a deployment may read (decision 066).
 */
import { APP_VERSION } from "@shared/constants";
import type { AdminStatus, CrisisResponseTimes } from "@shared/api/admin-accounts";
import type { AppDeps } from "../../deps";
import { migrationState } from "./migration-state";

export const OUTBOX_SHOWN = 50;

export async function getAdminStatus(
  deps: Pick<AppDeps, "env" | "database" | "db" | "bus" | "messaging" | "push">,
  crisisResponse: () => Promise<CrisisResponseTimes>,
  viewerOnServerMachine: boolean,
): Promise<AdminStatus> {
  const ok = await deps.database.ping().then(
    () => true,
    () => false,
  );
  const showOutbox = deps.env.DEMO_MODE || viewerOnServerMachine;
  const outbox = showOutbox ? await deps.messaging.recent(OUTBOX_SHOWN) : null;
  return {
    environment: deps.env.NODE_ENV,
    version: APP_VERSION,
    database: {
      engine: deps.database.engine,
      ok,
      migration: ok ? await migrationState(deps.db) : { applied: 0, latest: null, pending: 0 },
    },
    realtime: { connections: deps.bus.listenerCount() },
    push: { configured: Boolean(deps.push?.publicKey) },
    mail: { mode: deps.messaging.mode.email },
    sms: { mode: deps.messaging.mode.sms },
    assistant: { mode: deps.env.ASSISTANT_LLM_URL ? "llm" : "local" },
    crisis_response: await crisisResponse(),
    outbox:
      outbox?.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })) ?? null,
  };
}
