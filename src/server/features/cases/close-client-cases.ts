/**
 * A client's cases when the client asks that what they gave be deleted (an account closed,
 * a number erased by SMS): the cases stay for the team, without a word of what was written
 * or asked in them, and say why.
 */
import { and, eq, inArray, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { caseEvents, cases } from "../../db/schema";

export async function closeClientCases(
  tx: Db,
  which: SQL,
  now: Date,
  why: "account_closed" | "number_erased",
): Promise<void> {
  const closed = await tx
    .update(cases)
    .set({ clientClosedAt: now, phoneKey: null, emailKey: null, updatedAt: now })
    .where(which)
    .returning({ id: cases.id });
  const caseIds = closed.map((row) => row.id);
  if (caseIds.length === 0) return;
  await tx
    .delete(caseEvents)
    .where(
      and(
        inArray(caseEvents.caseId, caseIds),
        or(ne(caseEvents.kind, "event"), eq(caseEvents.code, "application")),
      ),
    );
  await tx
    .insert(caseEvents)
    .values(caseIds.map((caseId) => ({ caseId, kind: "event" as const, code: why, createdAt: now })));
}
