/**
 * One case says "possibly a flood" while anonymous writes of one kind are refused by an
 * address's or everyone's ceiling (security/anonymous-writes.ts, decision 065): the team
 * learns of it once, at high priority, instead of finding a thousand urgent rows. The
 * case is reused while the flood lasts (refusals less than an hour apart) and a new one
 * opens for a later flood. Nothing of what the flood wrote is kept: it was refused.
 */
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { appSettings, cases } from "../../db/schema";
import type { AnonymousWrite, FloodScope } from "../../security/anonymous-writes";
import { fileIntoCase } from "./file-into-case";
import { publishCaseChange } from "./case-team";

const FLOOD_QUIET_MS = 60 * 60 * 1000;

export async function markPossibleFlood(
  deps: Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now">,
  kind: AnonymousWrite,
  scope: FloodScope,
): Promise<void> {
  const now = deps.now();
  const settingKey = `possible_flood:${kind}`;
  const opened = await deps.db.transaction(async (tx) => {
    // One writer at a time per kind, on every instance: concurrent refusals make one case.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${settingKey}))`);
    const [current] = await tx
      .select({ caseId: appSettings.value, at: appSettings.updatedAt, state: cases.state })
      .from(appSettings)
      .leftJoin(cases, sql`${cases.id}::text = ${appSettings.value}`)
      .where(eq(appSettings.key, settingKey));
    const ongoing =
      current?.state && current.state !== "resolved" && now.getTime() - current.at.getTime() < FLOOD_QUIET_MS;
    let caseId = current?.caseId;
    if (!ongoing) {
      const filed = await fileIntoCase(
        tx,
        deps,
        { userId: null, phone: null, email: null, region: null },
        { priority: "high", crisis: false },
        { kind: "event", code: "possible_flood", data: { kind, scope } },
      );
      caseId = filed.id;
    }
    await tx
      .insert(appSettings)
      .values({ key: settingKey, value: caseId!, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: caseId!, updatedAt: now } });
    return ongoing ? null : caseId!;
  });
  if (opened) {
    deps.logger.warn({ kind, scope }, "possible flood of anonymous writes: refused, and a case opened");
    await publishCaseChange(deps, null, opened);
  }
}
