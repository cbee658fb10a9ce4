import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { IMPACT_CACHE_SECONDS, MIN_RECORDS_TO_SHOW, impactFiguresSchema } from "@shared/api/impact";
import { useHarness, type TestUser } from "../../test/harness";
import { contactMessages, serviceApplications, testimonials, user } from "../../db/schema";
import { apply, sendMessage } from "../../test/factories";
import { createApp } from "../../app";
import { SEALED, seal } from "../../security/sealed-tables";
import { publishable } from "./count-impact-figures";

const h = useHarness();
let client: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  client = await h.createUser();
  other = await h.createUser();
  admin = await h.createUser({ role: "admin", region: "kampala" });
});

async function figures(as: TestUser | null = null) {
  const response = await h.request("/api/impact", { as });
  expect(response.status).toBe(200);
  return { response, body: await response.json() };
}

const TOO_FEW = {
  peopleServed: null,
  applicationsCompleted: null,
  averageRating: null,
  ratingsCount: null,
};

/** Accounts that each wrote one message, straight into the tables: only their number matters. */
async function addWriters(howMany: number) {
  const ids = Array.from({ length: howMany }, () => `writer-${randomUUID()}`);
  await h.deps.db.insert(user).values(ids.map((id) => ({ id, name: "Writer", email: `${id}@example.org` })));
  await h.deps.db
    .insert(contactMessages)
    .values(
      ids.map((userId) =>
        seal(h.deps.cipher, SEALED.contactMessages, { userId, message: "When is the office open?" }),
      ),
    );
}

async function addCompletedApplications(howMany: number) {
  await h.deps.db.insert(serviceApplications).values(
    Array.from({ length: howMany }, () =>
      seal(h.deps.cipher, SEALED.serviceApplications, {
        userId: client.id,
        serviceType: "testing" as const,
        fullName: "Amina Nakato",
        region: "kampala" as const,
        deliveryPreference: "home",
        consentData: true,
        requirements: "{}",
        status: "completed" as const,
      }),
    ),
  );
}

async function refreshed() {
  h.clock.advance(IMPACT_CACHE_SECONDS * 1000 + 1);
  return (await figures()).body;
}

describe("GET /api/impact", () => {
  it("shows no figure before anyone used the service", async () => {
    const { body, response } = await figures();
    expect(body).toMatchObject(TOO_FEW);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("keeps every figure back while fewer than 20 people are counted", async () => {
    // The client applies twice and writes once: one person. Another writes only: two.
    await apply(h, client, { service_type: "testing" });
    await apply(h, client, { service_type: "art" });
    await sendMessage(h, client);
    await sendMessage(h, other);
    await sendMessage(h, null); // anonymous messages are not a person we can count
    const [first] = await h.deps.db.select().from(serviceApplications).limit(1);
    await h.deps.db
      .update(serviceApplications)
      .set({ status: "completed" })
      .where(eq(serviceApplications.id, first!.id));
    await h.deps.db.insert(testimonials).values(
      [
        { name: "A", content: "Kind staff", rating: 5, isApproved: true },
        { name: "B", content: "Quick delivery", rating: 4, isApproved: true },
        { name: "C", content: "Fine", rating: 4, isApproved: true },
        { name: "D", content: "Waiting review", rating: 1, isApproved: false },
      ].map((row) => seal(h.deps.cipher, SEALED.testimonials, row)),
    );
    await addWriters(MIN_RECORDS_TO_SHOW - 3); // 19 people in all

    const body = await refreshed();
    expect(body).toMatchObject(TOO_FEW);
    expect(new Date(body.countedAt).getTime()).toBe(h.clock.now.getTime());
  });

  it("shows the figures from 20 people on, each one only when made of 20 records", async () => {
    await addWriters(1);
    // Still the figures counted a moment ago: they are kept for five minutes.
    expect((await figures()).body.peopleServed).toBeNull();
    expect(await refreshed()).toMatchObject({
      peopleServed: MIN_RECORDS_TO_SHOW,
      applicationsCompleted: null, // 1 completed
      averageRating: null, // 3 approved ratings
      ratingsCount: null,
    });

    await addCompletedApplications(MIN_RECORDS_TO_SHOW - 1);
    await h.deps.db.insert(testimonials).values(
      Array.from({ length: MIN_RECORDS_TO_SHOW - 3 }, (_, index) =>
        seal(h.deps.cipher, SEALED.testimonials, {
          name: `R${index}`,
          content: "Good care",
          rating: 5,
          isApproved: true,
        }),
      ),
    );
    expect(await refreshed()).toMatchObject({
      peopleServed: MIN_RECORDS_TO_SHOW,
      applicationsCompleted: MIN_RECORDS_TO_SHOW,
      averageRating: 4.9, // (5 + 4 + 4 + 17 × 5) / 20
      ratingsCount: MIN_RECORDS_TO_SHOW,
    });
  });

  it.each([
    ["anonymous", () => null],
    ["a client", () => client],
    ["another client", () => other],
    ["an admin", () => admin],
  ])("answers %s the same aggregate figures and nothing personal", async (_who, as) => {
    const { body } = await figures(as());
    expect(Object.keys(body).sort()).toEqual([
      "applicationsCompleted",
      "averageRating",
      "countedAt",
      "peopleServed",
      "ratingsCount",
    ]);
    expect(body.peopleServed).toBe(MIN_RECORDS_TO_SHOW);
    expect(impactFiguresSchema.safeParse(body).success).toBe(true);
  });
});

describe("publishable", () => {
  const now = new Date("2026-03-12T09:00:00.000Z");
  const counts = { peopleServed: 20, applicationsCompleted: 20, averageRating: 4.5, ratingsCount: 20 };

  it("holds everything back at 19 people, even figures made of more records", () => {
    expect(publishable({ ...counts, peopleServed: 19, applicationsCompleted: 40 }, now)).toEqual({
      ...TOO_FEW,
      countedAt: now.toISOString(),
    });
  });

  it("shows each figure from exactly 20 records, and holds back one made of 19", () => {
    expect(publishable(counts, now)).toEqual({ ...counts, countedAt: now.toISOString() });
    expect(publishable({ ...counts, applicationsCompleted: 19, ratingsCount: 19 }, now)).toEqual({
      peopleServed: 20,
      applicationsCompleted: null,
      averageRating: null,
      ratingsCount: null,
      countedAt: now.toISOString(),
    });
  });
});

describe("GET /api/impact with analytics turned off", () => {
  it("is not there", async () => {
    const features = { ...h.deps.env.features, analytics: false };
    const app = createApp({ ...h.deps, env: { ...h.deps.env, features } });
    const response = await app.request("/api/impact");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
