/**
 * What a navigator does on a case of their team: take it, hand it to a teammate or put
 * it back in the queue; move its state; write an internal note. Each is one transaction
 * with its thread entry and its audit row; the team's workspaces refresh afterwards.
 *
 * The spec's notification rows follow the case: their admin_id is the case's assignee,
 * so "the items assigned to my admin_id" (spec sections 6 and 7) are my cases' items.
 */
import { eq } from "drizzle-orm";
import type { CaseState } from "@shared/constants";
import type { CaseEvent, CaseSummary } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../security/encryption";
import { applicationNotifications, cases, messageNotifications } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../audit/record-audit";
import { publishCaseChange, teammate, type Navigator } from "./case-team";
import { recordCaseEvent } from "./file-into-case";
import { findTeamCase } from "./get-case";
import { summarise, type CaseRow } from "./case-summaries";
import { toCaseEvent } from "./case-thread";
import { publishToLiveChats } from "./live-chat";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now">;

/** Sets the assignee on the case and on its items' notification rows. */
export async function setAssignee(tx: Db, caseId: string, assigneeId: string | null, now: Date) {
  await tx.update(cases).set({ assigneeId, updatedAt: now }).where(eq(cases.id, caseId));
  await tx
    .update(applicationNotifications)
    .set({ adminId: assigneeId, updatedAt: now })
    .where(eq(applicationNotifications.caseId, caseId));
  await tx
    .update(messageNotifications)
    .set({ adminId: assigneeId, updatedAt: now })
    .where(eq(messageNotifications.caseId, caseId));
}

async function summaryOf(deps: Deps, navigator: Navigator, caseId: string): Promise<CaseSummary> {
  const [summary] = await summarise(deps, [await findTeamCase(deps.db, navigator, caseId)], deps.now());
  if (!summary) throw new Error("case summary missing");
  return summary;
}

/**
 * "Ruth handed the case to Peter": the names are kept in the event, so the thread still
 * reads right after either leaves the team.
 */
export const assignedEvent = (by: Navigator, to: Navigator) =>
  ({ kind: "event", code: "assigned", authorId: by.id, data: { to: to.id, to_name: to.name } }) as const;

export async function assignCase(
  deps: Deps,
  navigator: Navigator,
  caseId: string,
  assigneeId: string | null,
): Promise<CaseSummary> {
  const row = await findTeamCase(deps.db, navigator, caseId);
  const assignee = assigneeId === null ? null : await teammate(deps.db, row.region, assigneeId);
  if (assigneeId !== null && !assignee) {
    throw new HttpError(400, "invalid_assignee", "That person is not on this case's team.", {
      field: "assignee_id",
    });
  }
  if (row.assigneeId !== assigneeId) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await setAssignee(tx, row.id, assigneeId, now);
      await recordCaseEvent(
        tx,
        deps.cipher,
        row.id,
        now,
        assignee
          ? assignedEvent(navigator, assignee)
          : { kind: "event", code: "unassigned", authorId: navigator.id },
      );
      await recordAudit(tx, now, {
        actorId: navigator.id,
        action: assigneeId ? "assigned" : "unassigned",
        entityType: "case",
        entityId: row.id,
        details: { admin_id: assigneeId },
      });
    });
    await publishCaseChange(deps, row.region, row.id);
    // A visitor in a live chat sees who joined.
    await publishToLiveChats(deps, row.id);
  }
  return summaryOf(deps, navigator, caseId);
}

/** The columns a state brings with it: who waits on whom, and when it was resolved. */
export function stateChange(row: CaseRow, state: CaseState, now: Date) {
  const clientWaits = state === "new" || state === "in_progress";
  return {
    state,
    // Back to the team: the client waits again, from now if they were not waiting.
    waitingSince: clientWaits ? (row.waitingSince ?? now) : null,
    resolvedAt: state === "resolved" ? now : null,
    updatedAt: now,
  };
}

export async function changeCaseState(
  tx: Db,
  cipher: FieldCipher,
  row: CaseRow,
  state: CaseState,
  actorId: string,
  now: Date,
): Promise<boolean> {
  if (row.state === state) return false;
  await tx
    .update(cases)
    .set(stateChange(row, state, now))
    .where(eq(cases.id, row.id));
  await recordCaseEvent(tx, cipher, row.id, now, {
    kind: "event",
    code: "state",
    authorId: actorId,
    data: { from: row.state, to: state },
  });
  await recordAudit(tx, now, {
    actorId,
    action: "state_changed",
    entityType: "case",
    entityId: row.id,
    details: { from: row.state, to: state },
  });
  return true;
}

export async function setCaseState(
  deps: Deps & Pick<AppDeps, "bus">,
  navigator: Navigator,
  caseId: string,
  state: CaseState,
): Promise<CaseSummary> {
  const row = await findTeamCase(deps.db, navigator, caseId);
  const changed = await deps.db.transaction((tx) =>
    changeCaseState(tx, deps.cipher, row, state, navigator.id, deps.now()),
  );
  if (changed) {
    await publishCaseChange(deps, row.region, row.id);
    await tellClientCaseChanged(deps, row);
  }
  return summaryOf(deps, navigator, caseId);
}

/** The client's portal (or a visitor's live chat) refreshes: their case's state or thread changed. */
export async function tellClientCaseChanged(
  deps: Pick<AppDeps, "bus" | "logger" | "db" | "now">,
  row: CaseRow,
) {
  await publishToLiveChats(deps, row.id);
  if (!row.clientUserId) return;
  try {
    await deps.bus.publish({ kind: "case", userIds: [row.clientUserId], data: { id: row.id } });
  } catch (error) {
    deps.logger.warn({ err: error }, "case change event not published");
  }
}

export async function addNote(
  deps: Deps,
  navigator: Navigator,
  caseId: string,
  text: string,
): Promise<CaseEvent> {
  const row = await findTeamCase(deps.db, navigator, caseId);
  const now = deps.now();
  const event = await deps.db.transaction(async (tx) => {
    const inserted = await recordCaseEvent(tx, deps.cipher, row.id, now, {
      kind: "note",
      authorId: navigator.id,
      text,
    });
    await tx.update(cases).set({ lastActivityAt: now, updatedAt: now }).where(eq(cases.id, row.id));
    await recordAudit(tx, now, {
      actorId: navigator.id,
      action: "noted",
      entityType: "case",
      entityId: row.id,
    });
    return inserted;
  });
  await publishCaseChange(deps, row.region, row.id);
  return toCaseEvent(event, navigator.name, text);
}
