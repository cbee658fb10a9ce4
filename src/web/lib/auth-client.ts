/**
 * Better Auth's browser client with the phone-number and two-factor plugins. Loaded
 * with the account forms only (dynamic imports), never on the first page load.
 */
import { createAuthClient } from "better-auth/client";
import { phoneNumberClient, twoFactorClient } from "better-auth/client/plugins";

export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [twoFactorClient(), phoneNumberClient()],
});

export type AuthClient = typeof authClient;
