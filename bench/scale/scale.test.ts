/**
 * `npm run bench:scale` on a small share of the national figures, on the test database: the
 * seed makes what it says, a second run makes nothing more, the server reads the seeded
 * rows as its own (they are sealed under its key), and every timing is taken on real work.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createHarness, type Harness } from "../../src/server/test/harness";
import { cases, notifications, reminders, userProfiles } from "../../src/server/db/schema";
import { listNotifications } from "../../src/server/features/notifications/list-notifications";
import { listCases } from "../../src/server/features/cases/list-cases";
import { loadNavigator } from "../../src/server/features/cases/case-team";
import { caseListQuerySchema } from "../../src/shared/api/cases";
import { measureAtScale } from "./measure";
import { clientName, countsAt, seed } from "./seed";

let h: Harness;
const counts = countsAt(0.0002);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const rowsIn = async (table: typeof cases | typeof notifications | typeof reminders) =>
  (await h.deps.db.select({ n: count() }).from(table))[0]!.n;

describe("the national-scale seed", () => {
  it("makes the rows it is asked for, once, readable by the server", async () => {
    expect(counts).toEqual({ clients: 280, cases: 600, notifications: 4000, reminders: 200 });
    const made = await seed(h.deps.db, h.deps.cipher, counts);
    expect(made.filter((report) => report.step !== "vacuum analyze").map((report) => report.rows)).toEqual([
      280, 600, 4000, 200,
    ]);
    expect(await rowsIn(cases)).toBe(600);
    expect(await rowsIn(notifications)).toBe(4000);
    expect(await rowsIn(reminders)).toBe(200);
    const admins = await h.deps.db
      .select({ n: count() })
      .from(userProfiles)
      .where(eq(userProfiles.role, "admin"));
    expect(admins[0]!.n).toBe(42);

    // Resumed: nothing is made twice.
    const again = await seed(h.deps.db, h.deps.cipher, counts);
    expect(again.map((report) => report.rows)).toEqual([0, 0, 0, 0]);
    expect(await rowsIn(cases)).toBe(600);

    // Sealed under the server's key: the bell opens them, the search finds a client by name.
    const [withNotifications] = await h.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .limit(1);
    const bell = await listNotifications(h.deps, withNotifications!.userId);
    expect(bell.notifications[0]).toMatchObject({ title: "You have a new update" });
    const [clientCase] = await h.deps.db
      .select({ clientUserId: cases.clientUserId })
      .from(cases)
      .where(eq(cases.region, "kampala"))
      .limit(1);
    const n = Number(clientCase!.clientUserId!.slice("client-".length));
    const navigator = await loadNavigator(h.deps.db, "navigator-kampala-0");
    const found = await listCases(h.deps, navigator, caseListQuerySchema.parse({ q: clientName(n) }));
    expect(found.total).toBeGreaterThan(0);
  });

  it("times every operation on work it really did", async () => {
    let at: Date | null = null;
    const timings = await measureAtScale(
      h.deps,
      counts,
      { set: (moment) => void (at = moment) },
      { runs: 2, seed: 20_26 },
      () => {},
    );
    expect(at).not.toBeNull();
    expect(timings).toHaveLength(12);
    for (const timing of timings) {
      expect(timing.p95Ms, timing.label).toBeGreaterThan(0);
      expect(timing.found, timing.label).not.toBe("");
    }
    expect(timings.find((timing) => timing.label.startsWith("client's bell: newest"))?.found).toMatch(
      /^[1-9]\d* notifications$/,
    );
  });
});
