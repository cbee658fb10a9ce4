import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import { serviceApplications, testimonials } from "../../db/schema";
import { apply, sendMessage } from "../inbox/test-factories";
import { createApp } from "../../app";

let h: Harness;
let client: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness();
  client = await h.createUser();
  other = await h.createUser();
  admin = await h.createUser({ role: "admin", region: "kampala" });
});
afterAll(async () => {
  await h.close();
});

async function figures(as: TestUser | null = null) {
  const response = await h.request("/api/impact", { as });
  expect(response.status).toBe(200);
  return { response, body: await response.json() };
}

describe("GET /api/impact", () => {
  it("counts zero before anyone used the service", async () => {
    const { body, response } = await figures();
    expect(body).toMatchObject({
      peopleServed: 0,
      applicationsCompleted: 0,
      averageRating: null,
      ratingsCount: 0,
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("counts distinct people, completed applications and approved ratings, refreshed after five minutes", async () => {
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
    await h.deps.db.insert(testimonials).values([
      { name: "A", content: "Kind staff", rating: 5, isApproved: true },
      { name: "B", content: "Quick delivery", rating: 4, isApproved: true },
      { name: "C", content: "Fine", rating: 4, isApproved: true },
      { name: "D", content: "Waiting review", rating: 1, isApproved: false },
    ]);

    // Still the figures counted a moment ago: they are kept for five minutes.
    expect((await figures()).body.peopleServed).toBe(0);
    h.clock.advance(5 * 60 * 1000 + 1);
    const { body } = await figures();
    expect(body).toMatchObject({
      peopleServed: 2,
      applicationsCompleted: 1,
      averageRating: 4.3,
      ratingsCount: 3,
    });
    expect(new Date(body.countedAt).getTime()).toBe(h.clock.now.getTime());
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
    expect(body.peopleServed).toBe(2);
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
