/**
 * Sends an address its confirmation link again (decision 022), as a mutation: the sign-up's
 * "check your e-mail", the portal's banner and the sign-in after a refusal each offered it
 * with a state of their own.
 */
import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import type { AuthErrorLike } from "../lib/auth-errors";

/** Where a confirmation link lands. */
export const CONFIRMED_LANDING = "/portal?verified=1";

/** Better Auth's refusal, as the mutation's error. */
export class AuthRefusal extends Error {
  constructor(readonly refusal: AuthErrorLike) {
    super(refusal.code ?? "refused");
  }
}

export function useResendConfirmation() {
  return useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: async (email: string) => {
      // Loaded when asked: the portal's banner needs the accounts client for this alone.
      const { authClient } = await import("@web/lib/auth-client");
      const result = await authClient.sendVerificationEmail({ email, callbackURL: CONFIRMED_LANDING });
      if (result.error) throw new AuthRefusal(result.error);
    },
  });
}
