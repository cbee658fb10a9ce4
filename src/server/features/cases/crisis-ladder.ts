/**
 * The crisis ladder (docs/decisions/059-crisis-ladder.md): a crisis no navigator has
 * answered (taken, replied to, moved on) within 15 minutes alerts every admin of its
 * region; within 30 minutes, every admin. Each alert is a bell notification with a live
 * event and a push that opens the case. The step is claimed in the UPDATE itself, so with
 * several server instances each step is sent once.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { cases, userProfiles } from "../../db/schema";
import { toSiteLocale, type SiteLocale } from "@shared/domain/locale";
import { teamOf } from "./case-team";

const MINUTE_MS = 60_000;

/** Highest first: a case found late goes straight to the step its wait has reached. */
export const LADDER = [
  { step: 2, afterMs: 30 * MINUTE_MS, reach: "everyone" },
  { step: 1, afterMs: 15 * MINUTE_MS, reach: "region" },
] as const;

type LadderDeps = Pick<AppDeps, "db" | "now" | "notify" | "logger">;

/** Neutral words (they may reach a lock screen): no health word, no client's name. */
const TEXTS: Record<SiteLocale, { title: string; message: (number: number, minutes: number) => string }> = {
  en: {
    title: "Urgent case waiting",
    message: (number: number, minutes: number) =>
      `Case #${number} has waited ${minutes} minutes and nobody has taken it. Please open it now.`,
  },
  sw: {
    title: "Kesi ya dharura inasubiri",
    message: (number: number, minutes: number) =>
      `Kesi #${number} imesubiri dakika ${minutes} na hakuna aliyeichukua. Tafadhali ifungue sasa.`,
  },
  lg: {
    title: "Ensonga ey'amangu erindiridde",
    message: (number: number, minutes: number) =>
      `Ensonga #${number} emaze eddakiika ${minutes} nga tewali agikutte. Mwattu giggulewo kaakano.`,
  },
};

async function languagesOf(deps: LadderDeps, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ userId: userProfiles.userId, language: userProfiles.language })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.language]));
}

async function everyAdmin(deps: LadderDeps): Promise<string[]> {
  const rows = await deps.db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.role, "admin"));
  return rows.map((row) => row.id);
}

/** Moves every waiting crisis up the ladder as far as its wait demands; answers the alerts sent. */
export async function climbCrisisLadder(deps: LadderDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const rung of LADDER) {
    const claimed = await deps.db
      .update(cases)
      .set({ ladderStep: rung.step })
      .where(
        and(
          isNotNull(cases.crisisSince),
          isNull(cases.firstResponseAt),
          lte(cases.crisisSince, new Date(now.getTime() - rung.afterMs)),
          lt(cases.ladderStep, rung.step),
          ne(cases.state, "resolved"),
        ),
      )
      .returning({ id: cases.id, number: cases.number, region: cases.region });
    for (const row of claimed) {
      const recipients =
        rung.reach === "everyone"
          ? await everyAdmin(deps)
          : (await teamOf(deps.db, row.region)).map((admin) => admin.id);
      const languages = await languagesOf(deps, recipients);
      for (const adminId of recipients) {
        const texts = TEXTS[toSiteLocale(languages.get(adminId))];
        await deps.notify({
          userId: adminId,
          type: "other",
          title: texts.title,
          message: texts.message(row.number, rung.afterMs / MINUTE_MS),
          data: { kind: "crisis_waiting", case_id: row.id, step: rung.step },
          url: `/admin-dashboard/cases/${row.id}`,
        });
        sent += 1;
      }
    }
  }
  return sent;
}
