import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createHarness, type Harness } from "../test/harness";
import { asCookie, cookiesOf, totpCode } from "../test/auth";
import { seedDemo, type DemoAccount } from "./seed";
import { session, user } from "./schema";

let h: Harness;
let dataDir: string;
let seeded: DemoAccount[] | null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "seed-test-"));
  h = await createHarness({ DATA_DIR: dataDir });
  seeded = await seedDemo(h.deps);
});
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo seed", () => {
  it("gives every demo admin two-step sign-in and writes the key as a fourth column", async () => {
    expect(seeded).toHaveLength(6);
    const lines = readFileSync(join(dataDir, "demo-accounts.txt"), "utf8").trim().split("\n");
    for (const account of seeded!) {
      const columns = lines.find((line) => line.split("\t")[1] === account.email)!.split("\t");
      if (account.role === "admin") {
        expect(account.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
        expect(columns).toEqual([account.label, account.email, account.password, account.totpSecret]);
      } else {
        expect(account.totpSecret).toBeNull();
        expect(columns).toEqual([account.label, account.email, account.password]);
      }
      const [row] = await h.deps.db.select().from(user).where(eq(user.email, account.email));
      expect(Boolean(row?.twoFactorEnabled)).toBe(account.role === "admin");
      // The sessions the seed needed to turn two-step sign-in on are gone.
      if (account.role === "admin")
        expect(await h.deps.db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);
    }
    expect(await seedDemo(h.deps)).toBeNull();
  });

  it("signs a demo admin in with the password and a code from the printed key", async () => {
    const admin = seeded!.find((account) => account.role === "admin")!;
    const password = await h.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: admin.email, password: admin.password },
    });
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(password);
    const verified = await h.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      as: asCookie(pending),
      json: { code: totpCode(admin.totpSecret!) },
    });
    expect(verified.status).toBe(200);
    const me = await h.request("/api/me", { as: asCookie(cookiesOf(verified, pending)) });
    expect(await me.json()).toMatchObject({ role: "admin", user: { twoFactorEnabled: true } });
  });
});
