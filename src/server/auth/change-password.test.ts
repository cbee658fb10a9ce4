/**
 * A password change ends every other session of the account, whatever the client asks
 * (decision 062): whoever knew the old password may be signed in somewhere.
 */
import { describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";
import { asCookie, cookiesOf, ownAddress, signInRequest } from "../test/auth";

const h = useHarness();

// Each sign-in from an address of its own, under the per-address limit.
const signIn = (email: string, password: string) => signInRequest(h, email, password, ownAddress());

describe("changing the password", () => {
  it("signs out the other devices even when the client asks to keep them; this one stays", async () => {
    const account = await h.createUser();
    const otherDevice = asCookie(cookiesOf(await signIn(account.email, account.password)), account);
    expect((await h.request("/api/me", { as: otherDevice })).status).toBe(200);

    const changed = await h.request("/api/auth/change-password", {
      method: "POST",
      as: account,
      json: {
        currentPassword: account.password,
        newPassword: "a completely new passphrase",
        revokeOtherSessions: false,
      },
    });
    expect(changed.status).toBe(200);

    expect((await h.request("/api/me", { as: otherDevice })).status).toBe(401);
    const thisDevice = asCookie(cookiesOf(changed, account.cookie), account);
    expect((await h.request("/api/me", { as: thisDevice })).status).toBe(200);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, "a completely new passphrase")).status).toBe(200);
  });
});
