/** The bell's count of the team queue: the team's new items nobody has taken, up to what the bell shows. */
import { beforeAll, describe, expect, it } from "vitest";
import { useHarness, type TestUser } from "../../test/harness";
import { cases, contactMessages, messageNotifications } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";
import { TEAM_QUEUE_COUNT_CAP, countTeamQueue } from "./count-team-queue";

const h = useHarness();
let navigator: TestUser;

beforeAll(async () => {
  navigator = await h.createUser({ role: "admin", region: "kampala" });
  await h.createUser({ role: "admin", region: "masaka" });
});

/** `n` cases in a region, each with one new message; `assignee` takes them. */
async function casesWithNewMessages(n: number, region: "kampala" | "masaka", assignee: string | null = null) {
  const made = await h.deps.db
    .insert(cases)
    .values(Array.from({ length: n }, () => ({ region, assigneeId: assignee, state: "new" as const })))
    .returning({ id: cases.id });
  for (const { id } of made) {
    const [message] = await h.deps.db
      .insert(contactMessages)
      .values(seal(h.deps.cipher, SEALED.contactMessages, { message: "Please call me", region }))
      .returning({ id: contactMessages.id });
    await h.deps.db
      .insert(messageNotifications)
      .values({ messageId: message!.id, caseId: id, adminId: assignee, status: "new" });
  }
}

describe("the team queue's count", () => {
  it("counts the team's untaken new items, not other teams' or taken ones", async () => {
    await casesWithNewMessages(3, "kampala");
    await casesWithNewMessages(2, "masaka");
    await casesWithNewMessages(2, "kampala", navigator.id);
    expect(await countTeamQueue(h.deps.db, navigator.id)).toEqual({ applications: 0, messages: 3 });
  });

  it("stops one past what the bell shows (99+)", async () => {
    await casesWithNewMessages(TEAM_QUEUE_COUNT_CAP + 5, "kampala");
    expect(await countTeamQueue(h.deps.db, navigator.id)).toEqual({
      applications: 0,
      messages: TEAM_QUEUE_COUNT_CAP,
    });
  });
});
