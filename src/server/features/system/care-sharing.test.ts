import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import { userProfiles } from "../../db/schema";
import { exportMyData } from "../account/export-my-data";

const h = useHarness();
let client: TestUser;
let other: TestUser;

beforeAll(async () => {
  client = await h.createUser();
  other = await h.createUser();
});

const putSharing = (as: TestUser | null, json: unknown) =>
  h.request("/api/me/care-sharing", { method: "PUT", as, json });

async function stored(user: TestUser) {
  const [row] = await h.deps.db
    .select({ share: userProfiles.shareCareWithTeam })
    .from(userProfiles)
    .where(eq(userProfiles.userId, user.id));
  return row?.share;
}

async function meSays(user: TestUser) {
  const me = await (await h.request("/api/me", { as: user })).json();
  return me.profile.shareCareWithTeam;
}

describe("PUT /api/me/care-sharing", () => {
  it("is off for a new account, and GET /api/me says so", async () => {
    expect(await stored(client)).toBe(false);
    expect(await meSays(client)).toBe(false);
  });

  it("refuses an anonymous visitor", async () => {
    expect((await putSharing(null, { shareCareWithTeam: true })).status).toBe(401);
  });

  it("answers 400 naming the field for anything but true or false", async () => {
    for (const body of [{}, { shareCareWithTeam: "yes" }]) {
      const response = await putSharing(client, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("shareCareWithTeam");
    }
    expect(await stored(client)).toBe(false);
  });

  it("stores the consent, only for the caller, and takes it back", async () => {
    const response = await putSharing(client, { shareCareWithTeam: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ shareCareWithTeam: true });
    expect(await stored(client)).toBe(true);
    expect(await meSays(client)).toBe(true);
    expect(await stored(other)).toBe(false);

    expect((await putSharing(client, { shareCareWithTeam: false })).status).toBe(200);
    expect(await meSays(client)).toBe(false);
  });

  it("is in the person's data export", async () => {
    await putSharing(other, { shareCareWithTeam: true });
    const data = await exportMyData(h.deps, other.id);
    expect(data.profile).toMatchObject({ shareCareWithTeam: true });
  });
});
