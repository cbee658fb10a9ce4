/**
 * Signing out (spec section 4) so that nothing of the account stays on this phone
 * (decision 051). Apart from lib/auth.tsx, which every page loads: only the account
 * pages need this, and they load it with them.
 */
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { IGNORED_SIGN_OUT_STATUSES, markSignOutPending, meQuery } from "./auth";
import { clearDeviceTraces, KEPT_AT_SIGN_OUT_SESSION_KEYS, serviceWorkerRegistration } from "./device-traces";
import type { SignOutRequest } from "@shared/api/account";
import { api, readOutcome, withBody } from "./api";
import { clearQueue, countQueued, flushQueue } from "./offline-queue";

export type SignOutScope = "local" | "others" | "global";

export interface SignOutOptions {
  /** Spec section 4: this device, every other device, or everywhere. */
  scope?: SignOutScope;
  /**
   * What this phone could not send yet (written offline) is deleted with the account's
   * other traces. Unless the person agreed to that, sign-out stops with UnsentWorkError.
   */
  discardUnsent?: boolean;
}

/** Sign-out would delete requests still waiting for a connection; the person decides. */
export class UnsentWorkError extends Error {
  constructor(readonly count: number) {
    super(`${count} unsent`);
  }
}

/** This browser's push subscription: the server ends it with the session (decision 051). */
async function currentPushEndpoint(): Promise<string | null> {
  const registration = await serviceWorkerRegistration().catch(() => null);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  return subscription?.endpoint ?? null;
}

/** The server could not be reached (fetch's TypeError), or did not answer within the client's timeout. */
const unreachable = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError");

/** Sends what the offline queue holds; answers how many requests are still waiting. */
async function sendWhatWaits(): Promise<number> {
  if ((await countQueued()) === 0) return 0;
  await flushQueue(true);
  return countQueued();
}

/**
 * Signs out (spec section 4) and, unless only other devices were signed out, leaves
 * nothing of the account on this device (decision 051). Failures are logged as
 * "Error signing out" and rethrown (spec section 8).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ scope = "local", discardUnsent = false }: SignOutOptions = {}) => {
      if (scope !== "others" && !discardUnsent) {
        const waiting = await sendWhatWaits();
        if (waiting > 0) throw new UnsentWorkError(waiting);
      }
      try {
        const pushEndpoint = await currentPushEndpoint();
        const request: SignOutRequest = { scope, ...(pushEndpoint ? { push_endpoint: pushEndpoint } : {}) };
        const answered = await api.account["sign-out"].$post(withBody({}, request));
        if (!IGNORED_SIGN_OUT_STATUSES.has(answered.status)) await readOutcome(answered);
      } catch (error) {
        // eslint-disable-next-line no-console -- spec section 8 names this log line
        console.error("Error signing out", error);
        // No connection, or none that answers in time: this phone forgets the account now,
        // the server hears it when it can.
        if (!unreachable(error) || scope === "others") throw error;
        markSignOutPending();
      }
      if (scope === "others") return;
      await forgetAccount(queryClient);
    },
    [queryClient],
  );
}

/** Drops the account's cached answers and every trace on this device (after sign-out or deletion). */
export async function forgetAccount(queryClient: ReturnType<typeof useQueryClient>) {
  // What was written offline under this account must not be sent under the next one.
  await Promise.all([clearQueue(), clearDeviceTraces({ keepSession: KEPT_AT_SIGN_OUT_SESSION_KEYS })]);
  // Observers keep their query objects, so "me" is set rather than removed; every
  // other cached answer belonged to the account and is dropped.
  queryClient.setQueryData(meQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
}
