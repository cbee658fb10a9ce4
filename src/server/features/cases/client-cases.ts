/**
 * The client's side of their cases: each with its plain state and its conversation (what
 * they wrote and the team's replies; never internal notes), and their answer in the same
 * thread. Writing is read for danger like every way a person writes to us: a high
 * reading makes the case urgent and tells the whole team.
 */
import { and, desc, eq, gte, isNull } from "drizzle-orm";
import { SERVICE_TYPES, type ServiceType } from "@shared/constants";
import { clientCaseState, type ClientCase, type ClientCaseMessage } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import { applicationNotifications, caseEvents, cases, serviceApplications } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { SEALED, open } from "../../security/sealed-tables";
import { triage } from "../inbox/triage";
import { announceClientWriting, publishCaseChange } from "./case-team";
import { clientWroteAgain, recordCaseEvent } from "./file-into-case";
import { clientView, readThread } from "./case-thread";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify">;

const CLIENT_CASES_MAX = 20;

export async function listMyCases(deps: Deps, userId: string): Promise<ClientCase[]> {
  const rows = await deps.db
    .select()
    .from(cases)
    .where(eq(cases.clientUserId, userId))
    .orderBy(desc(cases.lastActivityAt))
    .limit(CLIENT_CASES_MAX);
  const result: ClientCase[] = [];
  for (const row of rows) {
    const services = await deps.db
      .select({ serviceType: serviceApplications.serviceType })
      .from(applicationNotifications)
      .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
      .where(eq(applicationNotifications.caseId, row.id));
    const used = new Set<ServiceType>(
      services.map((entry) => open(deps.cipher, SEALED.serviceApplications, entry).serviceType),
    );
    result.push({
      id: row.id,
      number: row.number,
      state: clientCaseState(row.state),
      services: SERVICE_TYPES.filter((service) => used.has(service)),
      opened_at: row.createdAt.toISOString(),
      last_activity_at: row.lastActivityAt.toISOString(),
      messages: clientView(await readThread(deps, row.id)),
    });
  }
  return result;
}

async function myOpenCase(deps: Deps, clientId: string, caseId: string) {
  const [row] = await deps.db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.clientUserId, clientId), isNull(cases.clientClosedAt)));
  if (!row) throw new HttpError(404, "not_found", "Case not found.");
  return row;
}

/**
 * After a crisis in the chat reached the team, the client may say they do not want to be
 * called or written to: the thread records it for the navigator, who reads it before
 * anything else. Saying it twice records it once.
 */
export async function declineContact(deps: Deps, clientId: string, caseId: string): Promise<void> {
  const row = await myOpenCase(deps, clientId, caseId);
  const [already] = await deps.db
    .select({ id: caseEvents.id })
    .from(caseEvents)
    .where(
      and(
        eq(caseEvents.caseId, row.id),
        eq(caseEvents.code, "contact_declined"),
        gte(caseEvents.createdAt, row.waitingSince ?? row.createdAt),
      ),
    )
    .limit(1);
  if (already) return;
  await recordCaseEvent(deps.db, deps.cipher, row.id, deps.now(), {
    kind: "event",
    code: "contact_declined",
    authorId: clientId,
  });
  await publishCaseChange(deps, row.region, row.id);
}

export async function writeToMyCase(
  deps: Deps,
  client: { id: string; name: string },
  caseId: string,
  text: string,
): Promise<ClientCaseMessage> {
  return clientWritesInCase(deps, await myOpenCase(deps, client.id, caseId), client.id, text);
}

/**
 * The client writes in their case, from the portal or a visitor's live chat: read for
 * danger like every way of writing to us, the case raised and back with the team, the
 * team told. `authorId` is null for a visitor.
 */
export async function clientWritesInCase(
  deps: Deps,
  row: typeof cases.$inferSelect,
  authorId: string | null,
  text: string,
): Promise<ClientCaseMessage> {
  const reading = triage({ kind: "message", text });
  const now = deps.now();
  const { event, raised } = await deps.db.transaction(async (tx) => {
    const raisedTo = await clientWroteAgain(tx, deps.cipher, row, reading, now);
    const inserted = await recordCaseEvent(tx, deps.cipher, row.id, now, {
      kind: "client",
      authorId,
      text,
    });
    return { event: inserted, raised: raisedTo };
  });
  await announceClientWriting(
    deps,
    { id: row.id, region: row.region, assigneeId: row.assigneeId, opened: false, priority: raised },
    { type: "message", id: event.id },
  );
  return { id: event.id, from: "you", author_name: null, text, at: event.createdAt.toISOString() };
}
