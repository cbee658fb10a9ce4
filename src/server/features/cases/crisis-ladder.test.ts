/**
 * The crisis ladder and the team's response times (decision 059): a crisis nobody has
 * answered alerts the region's admins at 15 minutes and every admin at 30, once each; a
 * navigator's first act stops it and records the response time the status page shows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminStatusSchema } from "@shared/api/admin-accounts";
import { useHarness, type TestUser } from "../../test/harness";
import { cases, notifications } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";
import { runScheduledWork } from "../../scheduler";
import { climbCrisisLadder } from "./crisis-ladder";

const MINUTE_MS = 60_000;
const h = useHarness();
let masaka: TestUser[];
let mbarara: TestUser;

beforeAll(async () => {
  masaka = [
    await h.createUser({ role: "admin", region: "masaka" }),
    await h.createUser({ role: "admin", region: "masaka" }),
  ];
  mbarara = await h.createUser({ role: "admin", region: "mbarara" });
});

/** A signed-in Masaka client writes a crisis into iCare; answers the case it opened. */
async function crisisInMasaka(): Promise<{ caseId: string; client: TestUser }> {
  const client = await h.createUser({ region: "masaka" });
  const response = await h.request("/api/assistant", {
    method: "POST",
    as: client,
    json: { userInput: "I want to end my life tonight" },
  });
  const reply = (await response.json()) as { escalation?: { case_id: string } };
  if (!reply.escalation) throw new Error("no escalation");
  return { caseId: reply.escalation.case_id, client };
}

/** The ladder alerts each admin has for this case (encrypted at rest, so read and opened here). */
async function alertsFor(caseId: string) {
  const rows = await h.deps.db.select().from(notifications).where(eq(notifications.type, "other"));
  return rows
    .map((row) => open(h.deps.cipher, SEALED.notifications, row))
    .filter((row) => (JSON.parse(row.data) as { case_id?: string }).case_id === caseId)
    .map(({ userId, title, message }) => ({ userId, title, message }));
}

const idsOf = (people: TestUser[]) => people.map((person) => person.id).sort();

describe("the crisis ladder", () => {
  it("alerts the region's admins at 15 minutes and every admin at 30, once each", async () => {
    const { caseId } = await crisisInMasaka();
    h.clock.advance(14 * MINUTE_MS);
    await climbCrisisLadder(h.deps);
    expect(await alertsFor(caseId)).toEqual([]);

    h.clock.advance(2 * MINUTE_MS);
    await climbCrisisLadder(h.deps);
    await climbCrisisLadder(h.deps);
    const first = await alertsFor(caseId);
    expect(first.map((row) => row.userId).sort()).toEqual(idsOf(masaka));
    const [number] = await h.deps.db.select({ n: cases.number }).from(cases).where(eq(cases.id, caseId));
    expect(first[0]).toMatchObject({
      title: "Urgent case waiting",
      message: `Case #${number?.n} has waited 15 minutes and nobody has taken it. Please open it now.`,
    });

    h.clock.advance(15 * MINUTE_MS);
    await runScheduledWork(h.deps);
    const everyone = (await alertsFor(caseId)).map((row) => row.userId);
    // Masaka's admins twice (15 and 30 minutes), Mbarara's once; nobody more.
    for (const admin of masaka) expect(everyone.filter((id) => id === admin.id)).toHaveLength(2);
    expect(everyone.filter((id) => id === mbarara.id)).toHaveLength(1);
    h.clock.advance(60 * MINUTE_MS);
    await climbCrisisLadder(h.deps);
    expect(await alertsFor(caseId)).toHaveLength(everyone.length);
  });

  it("stops once a navigator takes the case, and records the response time", async () => {
    const { caseId } = await crisisInMasaka();
    h.clock.advance(9 * MINUTE_MS);
    const taken = await h.request(`/api/admin/cases/${caseId}/assignee`, {
      method: "POST",
      as: masaka[0],
      json: { assignee_id: masaka[0]!.id },
    });
    expect(taken.status).toBe(200);
    h.clock.advance(40 * MINUTE_MS);
    await climbCrisisLadder(h.deps);
    expect(await alertsFor(caseId)).toEqual([]);
    const [row] = await h.deps.db.select().from(cases).where(eq(cases.id, caseId));
    expect((row!.firstResponseAt!.getTime() - row!.crisisSince!.getTime()) / MINUTE_MS).toBe(9);
  });

  it("follows a new crisis in an answered case afresh, and leaves an ordinary urgent request to the overdue view", async () => {
    const { caseId, client } = await crisisInMasaka();
    const reply = await h.request(`/api/admin/cases/${caseId}/replies`, {
      method: "POST",
      as: masaka[1],
      json: { text: "I am here. Can I call you now?" },
    });
    expect(reply.status).toBe(201);
    h.clock.advance(20 * MINUTE_MS);
    await climbCrisisLadder(h.deps);
    expect(await alertsFor(caseId)).toEqual([]);

    // Days later she writes a crisis again from the portal: a new wait, a new ladder.
    h.clock.advance(2 * 24 * 60 * MINUTE_MS);
    const again = await h.request(`/api/cases/${caseId}/messages`, {
      method: "POST",
      as: client,
      json: { text: "I have a rope ready tonight" },
    });
    expect(again.status).toBe(201);
    h.clock.advance(16 * MINUTE_MS);
    await climbCrisisLadder(h.deps);
    expect((await alertsFor(caseId)).map((row) => row.userId).sort()).toEqual(idsOf(masaka));

    // An urgent request that is not a crisis (out of medicine) has the overdue view, no ladder.
    const other = await h.createUser({ region: "masaka" });
    const contact = await h.request("/api/contact", {
      method: "POST",
      as: other,
      json: { subject: "Pills", message: "I ran out of my ARVs yesterday and have none left" },
    });
    expect(contact.status).toBe(201);
    const [supply] = await h.deps.db.select().from(cases).where(eq(cases.clientUserId, other.id));
    expect(supply?.priority).toBe("urgent");
    expect(supply?.crisisSince).toBeNull();
  });
});

describe("the team's crisis response times on GET /api/admin/status", () => {
  it("shows the median and slowest first response, and who is still waiting, for the caller's team only", async () => {
    const status = async (admin: TestUser) =>
      adminStatusSchema.parse(await (await h.request("/api/admin/status", { as: admin })).json())
        .crisis_response;
    // This file's Masaka crises: the first never answered, the second taken at 9 minutes,
    // the third answered at once and then a new crisis, still waiting.
    expect(await status(masaka[0]!)).toEqual({
      days: 30,
      promise_minutes: 60,
      crises: 3,
      waiting: 2,
      median_minutes: 9,
      worst_minutes: 9,
      within_promise: 1,
    });

    // Mbarara's team has had no crisis of its own.
    expect(await status(mbarara)).toMatchObject({
      crises: 0,
      waiting: 0,
      median_minutes: null,
      worst_minutes: null,
    });
  });
});
