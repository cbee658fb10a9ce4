import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ValidHandoffRequest } from "@shared/api/assistant-handoff";
import type { Viewer } from "../../auth/session";
import { useHarness, type TestUser } from "../../test/harness";
import { user } from "../../db/schema";
import { HANDOFF_SUBJECT, handoffText, requestHandoff, type HandoffMessage } from "./handoff";
import { healthWordsIn } from "@shared/domain/health-words";

describe("handoffText", () => {
  it("lists the shared messages in order, naming who wrote each", () => {
    expect(
      handoffText([
        { from: "user", text: "I am scared" },
        { from: "assistant", text: "I'm here with you." },
      ]),
    ).toBe(
      "The client asked to talk to a person from the iCare chat and shared:\n\nClient: I am scared\niCare: I'm here with you.",
    );
  });

  it("says so when nothing was shared", () => {
    expect(handoffText([])).toMatch(/chose not to share any messages/);
  });

  it("keeps health words out of the subject, which inbox lists and notifications show", () => {
    expect(healthWordsIn(HANDOFF_SUBJECT)).toEqual([]);
    expect(HANDOFF_SUBJECT).not.toMatch(/suicid|crisis/i);
  });
});

describe("requestHandoff: who the hand-off is from", () => {
  const h = useHarness();
  let withRegion: TestUser;
  let withoutRegion: TestUser;

  beforeAll(async () => {
    withRegion = await h.createUser({ name: "Grace", region: "mbarara" });
    withoutRegion = await h.createUser({ name: "Peter" });
  });

  /**
   * The person signed in, their account as stored set to `account` first: the hand-off reads
   * the account, not the session's possibly older copy of it (decision 073).
   */
  async function viewerOf(
    person: TestUser,
    account: Partial<typeof user.$inferInsert> = {},
  ): Promise<Viewer> {
    const stored = { name: "Grace", email: person.email, emailVerified: true, phoneNumber: null, ...account };
    await h.deps.db.update(user).set(stored).where(eq(user.id, person.id));
    return {
      user: {
        id: person.id,
        name: "stale",
        email: "stale@example.org",
        emailVerified: true,
        phoneNumber: null,
      },
      sessionId: "session",
      role: "user",
    };
  }

  async function handOff(input: Partial<ValidHandoffRequest>, viewer: Viewer | null) {
    const sent: HandoffMessage[] = [];
    await requestHandoff(
      h.deps,
      async (_deps, message) => {
        sent.push(message);
        return { id: "m1", caseId: "c1" };
      },
      { consent: true, phone: null, email: null, region: null, messages: [], live_chat: false, ...input },
      viewer,
    );
    return sent[0];
  }

  it("keeps a visitor anonymous: only what they left", async () => {
    expect(await handOff({ phone: "+256772123456", region: "masaka" }, null)).toMatchObject({
      userId: null,
      name: null,
      email: null,
      phone: "+256772123456",
      region: "masaka",
      source: "handoff",
      minimumPriority: "urgent",
    });
  });

  it("takes a signed-in person's name, confirmed e-mail, phone and region from the account", async () => {
    const viewer = await viewerOf(withRegion, { phoneNumber: "+256700111222" });
    expect(await handOff({}, viewer)).toMatchObject({
      userId: withRegion.id,
      name: "Grace",
      email: withRegion.email,
      phone: "+256700111222",
      region: "mbarara",
    });
  });

  it("prefers what the person gave to the account's contact and region", async () => {
    const viewer = await viewerOf(withRegion, { phoneNumber: "+256700111222" });
    expect(
      await handOff({ phone: "+256772999888", email: "other@example.org", region: "kampala" }, viewer),
    ).toMatchObject({ phone: "+256772999888", email: "other@example.org", region: "kampala" });
  });

  it("never passes on an unconfirmed address or a phone account's placeholder", async () => {
    expect(await handOff({}, await viewerOf(withoutRegion, { emailVerified: false }))).toMatchObject({
      email: null,
      region: null,
    });
    const phoneAccount = await viewerOf(withoutRegion, {
      email: "256772123456@phone.invalid",
      emailVerified: true,
      phoneNumber: "+256772123456",
    });
    expect(await handOff({}, phoneAccount)).toMatchObject({ email: null, phone: "+256772123456" });
  });
});
