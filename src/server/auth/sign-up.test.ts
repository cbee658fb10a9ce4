/**
 * Sign-up tells nobody whether an address has an account (decision 062): a new address and
 * a known one get the same answer, neither is signed in, and what follows (signing in with
 * the password just chosen) answers alike too. The owner of a known address is mailed.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness } from "../test/harness";
import { outbox, session, user, userProfiles } from "../db/schema";
import { openOutboxRow, sentTo } from "../adapters/messaging";
import { CODES_SENT } from "./attempt-limiter";
import { confirmationLinkOf, cookiesOf, latestMessage, ownAddress, signUpRequest } from "../test/auth";
import { healthWordsIn } from "@shared/domain/health-words";

const h = useHarness();

let counter = 0;
const newEmail = () => `signup${++counter}.${Date.now().toString(36)}@example.com`;

const signIn = (email: string, password: string, address = ownAddress()) =>
  h.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, address });

/** What a visitor can compare between two answers: status, cookies, body shape. */
async function visible(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  return {
    status: response.status,
    cookies: response.headers
      .getSetCookie()
      .map((line) => line.split("=")[0])
      .sort(),
    token: body.token,
    userFields: Object.keys(body.user).sort(),
    userTypes: Object.keys(body.user)
      .sort()
      .map((key) => `${key}:${body.user[key] === null ? "null" : typeof body.user[key]}`),
  };
}

async function mailsTo(email: string) {
  const rows = await h.deps.db.select().from(outbox).where(sentTo(h.deps.cipher, email));
  return rows.map((row) => openOutboxRow(h.deps.cipher, row));
}

describe("sign-up with a new address and with one that has an account", () => {
  it("answers the same, signs neither in, and mails the owner of the known address", async () => {
    const owner = await h.createUser({ name: "Nakato", password: "the owner's own passphrase" });
    const fresh = newEmail();

    const known = await signUpRequest(h, {
      name: "Someone",
      email: owner.email,
      password: "a guess at a passphrase",
    });
    const created = await signUpRequest(h, {
      name: "Someone",
      email: fresh,
      password: "a new passphrase here",
    });

    expect(await visible(known)).toEqual(await visible(created));
    expect(known.status).toBe(200);
    expect(cookiesOf(known)).not.toContain("session_token");
    expect(cookiesOf(created)).not.toContain("session_token");

    // Nobody was signed in: the new account has no session, the owner only their own.
    const [newUser] = await h.deps.db.select().from(user).where(eq(user.email, fresh));
    expect(await h.deps.db.select().from(session).where(eq(session.userId, newUser!.id))).toEqual([]);
    expect(await h.deps.db.select().from(session).where(eq(session.userId, owner.id))).toHaveLength(1);

    // The new address gets its confirmation link; the owner a neutral notice with no link
    // that signs in, and their password is unchanged.
    expect((await latestMessage(h, fresh, "email")).subject).toBe("Confirm your e-mail address");
    const notice = await latestMessage(h, owner.email, "email");
    expect(notice.subject).toBe("Someone tried to create an account with your address");
    const opening = `${notice.subject} ${notice.body.split("\n\n")[0]}`;
    expect(healthWordsIn(opening)).toEqual([]);
    // Nor the product's name ("HIVCare"), whose other half is no health word on its own.
    expect(opening).not.toMatch(/care/i);
    expect(notice.body).toContain(`${new URL(h.deps.env.publicUrl).origin}/reset-password`);
    expect(notice.body).not.toMatch(/token=/);
    expect((await signIn(owner.email, "the owner's own passphrase")).status).toBe(200);
    expect((await signIn(owner.email, "a guess at a passphrase")).status).toBe(401);
  });

  it("then answers the password just chosen alike: a new address is not usable before its link", async () => {
    const owner = await h.createUser();
    const fresh = newEmail();
    const chosen = "the passphrase a stranger chose";
    await signUpRequest(h, { name: "X", email: owner.email, password: chosen });
    await signUpRequest(h, { name: "X", email: fresh, password: chosen });

    const onKnown = await signIn(owner.email, chosen);
    const onNew = await signIn(fresh, chosen);
    expect(onNew.status).toBe(401);
    expect(cookiesOf(onNew)).not.toContain("session_token");
    expect({ status: onNew.status, body: await onNew.json() }).toEqual({
      status: onKnown.status,
      body: await onKnown.json(),
    });
  });

  it("lets the new account in once the link mailed to it is opened, and not before", async () => {
    const email = newEmail();
    const password = "my own long passphrase";
    expect((await signUpRequest(h, { name: "Amina", email, password })).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);

    const opened = await h.request(await confirmationLinkOf(h, email));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toContain("/portal?verified=1");
    // The link confirms only: opened on someone else's computer, it signs nobody in there.
    expect(cookiesOf(opened)).not.toContain("session_token");

    const signedIn = await signIn(email, password);
    expect(signedIn.status).toBe(200);
    const me = await h.request("/api/me", { headers: { cookie: cookiesOf(signedIn) } });
    expect(me.status).toBe(200);
  });

  it("keeps the sign-up's consent to share care with the new account, and never touches a known one", async () => {
    const email = newEmail();
    await signUpRequest(h, {
      name: "Grace",
      email,
      password: "a sharing passphrase",
      shareCareWithTeam: true,
    });
    const [created] = await h.deps.db.select().from(user).where(eq(user.email, email));
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, created!.id));
    expect(profile?.shareCareWithTeam).toBe(true);

    const owner = await h.createUser();
    await signUpRequest(h, {
      name: "X",
      email: owner.email,
      password: "a sharing passphrase",
      shareCareWithTeam: true,
    });
    const [ownerProfile] = await h.deps.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, owner.id));
    expect(ownerProfile?.shareCareWithTeam).toBe(false);
  });

  it("limits the messages a sign-up sends to one address, the same for a known and a new one", async () => {
    const owner = await h.createUser();
    // The owner's own sign-up was a message to the address too; start from none.
    await h.deps.auth.limiter.reset(CODES_SENT, `email:${owner.email}`);
    const fresh = newEmail();
    for (const email of [owner.email, fresh]) {
      for (let attempt = 1; attempt <= 3; attempt++)
        expect((await signUpRequest(h, { name: "X", email, password: "a flooding passphrase" })).status).toBe(
          200,
        );
      const fourth = await signUpRequest(h, { name: "X", email, password: "a flooding passphrase" });
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(800);
    }
    // The owner got the notice once per allowed attempt, no more.
    const notices = (await mailsTo(owner.email)).filter((mail) => mail.subject?.startsWith("Someone tried"));
    expect(notices).toHaveLength(3);
  });

  it("still tells the server's own sign-ups (invitations, demo) that an address is taken", async () => {
    const owner = await h.createUser();
    await expect(
      h.deps.auth.api.signUpEmail({
        body: { name: "X", email: owner.email, password: "a server passphrase" },
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe("a password reset by e-mail link", () => {
  it("confirms the address too: the owner of an address someone else signed up takes it over", async () => {
    const email = newEmail();
    await signUpRequest(h, { name: "Squatter", email, password: "the squatter's passphrase" });
    await h.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
      address: ownAddress(),
    });
    const token = /\/reset-password\?token=([\w-]+)/.exec((await latestMessage(h, email, "email")).body)?.[1];
    const reset = await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "the real owner's passphrase" },
      address: ownAddress(),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "the squatter's passphrase")).status).toBe(401);
    expect((await signIn(email, "the real owner's passphrase")).status).toBe(200);
  });
});
