/**
 * Two server instances run the scheduler at the same moment against one database: each
 * due reminder rings exactly once. On PostgreSQL (CI sets TEST_DATABASE_URL) the two
 * instances have their own connection pools, so the claims really race and only
 * FOR UPDATE SKIP LOCKED keeps them apart; on PGlite, one process, they share it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { loadEnv } from "../../env";
import { createLogger } from "../../logger";
import { closeDeps, createDeps } from "../../bootstrap";
import type { AppDeps } from "../../deps";
import { reminders, user } from "../../db/schema";
import { TEST_ORIGIN, freshPostgresTarget } from "../../test/harness";
import { SEALED, seal } from "../../security/sealed-tables";
import { sendDueReminders } from "./send-due-reminders";

const postgresUrl = process.env.TEST_DATABASE_URL;
const PEOPLE = 40;
const REMINDERS_EACH = 3;

let first: AppDeps;
let second: AppDeps;
let dropDatabase: () => Promise<void> = async () => {};
const clock = { now: new Date("2026-04-01T05:00:00Z") };

beforeAll(async () => {
  const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const logger = createLogger({ level: "silent" });
  const postgres = postgresUrl ? await freshPostgresTarget(postgresUrl) : null;
  if (postgres) dropDatabase = postgres.drop;
  const target = postgres?.target ?? { kind: "memory" as const };
  first = await createDeps(env, logger, { target, now: () => clock.now });
  second = postgres ? await createDeps(env, logger, { target, now: () => clock.now }) : first;
});

afterAll(async () => {
  if (second && second !== first) await closeDeps(second);
  if (first) await closeDeps(first);
  await dropDatabase();
});

describe(postgresUrl ? "two schedulers on one PostgreSQL" : "two schedulers in one process on PGlite", () => {
  it("rings each due reminder exactly once", async () => {
    expect(first.database.engine).toBe(postgresUrl ? "postgresql" : "pglite");
    const userIds = Array.from({ length: PEOPLE }, (_, i) => `scheduler-user-${i}`);
    await first.db
      .insert(user)
      .values(userIds.map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
    const due = new Date(clock.now.getTime() - 60_000);
    await first.db.insert(reminders).values(
      userIds.flatMap((userId) =>
        Array.from({ length: REMINDERS_EACH }, (_, i) =>
          seal(first.cipher, SEALED.reminders, {
            userId,
            kind: "medication" as const,
            label: `Dose ${i}`,
            timeOfDay: "07:59",
            nextDueAt: due,
          }),
        ),
      ),
    );

    // What each instance pushes to the owners' devices: one ring each, by reminder.
    const told: string[] = [];
    for (const deps of new Set([first, second])) {
      const pushFor = deps.notify.pushFor;
      deps.notify.pushFor = (items) => {
        told.push(...items.map((item) => item.id));
        pushFor(items);
      };
    }
    const runs = await Promise.all([
      sendDueReminders(first),
      sendDueReminders(second),
      sendDueReminders(first),
      sendDueReminders(second),
    ]);
    const total = PEOPLE * REMINDERS_EACH;
    expect(runs.reduce((sum, rang) => sum + rang, 0)).toBe(total);

    expect(told).toHaveLength(total);
    expect(new Set(told).size).toBe(total);
    // Each ring is its reminder's own, and the bell lists it once (decision 094).
    const rung = await first.db
      .select({ id: reminders.id, rungAt: reminders.bellRungAt, doseAt: reminders.bellDoseAt })
      .from(reminders)
      .where(inArray(reminders.userId, userIds));
    expect(rung).toHaveLength(total);
    expect(
      rung.every(
        (row) => row.rungAt?.getTime() === clock.now.getTime() && row.doseAt?.getTime() === due.getTime(),
      ),
    ).toBe(true);
    expect(new Set(told)).toEqual(new Set(rung.map((row) => row.id)));

    const [advanced] = await first.db.select().from(reminders).where(eq(reminders.userId, userIds[0]!));
    expect(advanced?.pendingDoseAt).toEqual(due);
    expect(advanced!.nextDueAt.getTime()).toBeGreaterThan(clock.now.getTime());
    expect(await sendDueReminders(second)).toBe(0);
  });
});
