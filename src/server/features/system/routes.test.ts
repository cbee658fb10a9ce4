import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import type { NotificationList } from "@shared/api/notifications";
import { userProfiles } from "../../db/schema";
import { sendDueReminders } from "../reminders/send-due-reminders";

const h = useHarness();
let client: TestUser;
let admin: TestUser;

beforeAll(async () => {
  client = await h.createUser();
  admin = await h.createUser({ role: "admin", region: "masaka" });
});

const putLanguage = (as: TestUser | null, json: unknown) =>
  h.request("/api/me/language", { method: "PUT", as, json });

async function storedLanguage(user: TestUser) {
  const [row] = await h.deps.db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.userId, user.id));
  return row?.language ?? null;
}

describe("PUT /api/me/language", () => {
  it("refuses an anonymous visitor", async () => {
    expect((await putLanguage(null, { language: "sw" })).status).toBe(401);
  });

  it("answers 400 naming the field for a language we do not speak", async () => {
    const response = await putLanguage(client, { language: "fr" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("language");
    expect(await storedLanguage(client)).toBeNull();
  });

  it("changes only the caller's own profile, an admin's included", async () => {
    expect((await putLanguage(client, { language: "sw" })).status).toBe(200);
    expect(await storedLanguage(client)).toBe("sw");
    expect(await storedLanguage(admin)).toBeNull();
    expect((await putLanguage(admin, { language: "en" })).status).toBe(200);
    expect(await storedLanguage(client)).toBe("sw");
    const me = await (await h.request("/api/me", { as: client })).json();
    expect(me.profile.language).toBe("sw");
  });

  it("is the language of the person's reminders", async () => {
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Kampala",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(h.clock.now.getTime() + 2 * 60_000));
    await h.request("/api/reminders", {
      method: "POST",
      as: client,
      json: { kind: "medication", label: "Kidonge", time_of_day: time },
    });
    h.clock.advance(3 * 60_000);
    await sendDueReminders(h.deps);
    const bell = (await (await h.request("/api/notifications", { as: client })).json()) as NotificationList;
    expect(bell.notifications[0]).toMatchObject({ title: "Kikumbusho", message: `Kidonge saa ${time}` });
  });
});
