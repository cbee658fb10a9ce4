/**
 * The app's auth state (spec section 4): loading first, then authenticated or not.
 * Backed by GET /api/me, so the role comes with the user. The state object is replaced
 * only when the user or the authenticated flag changes, so a refetch that returns
 * the same user does not re-render every consumer.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@shared/api/system";
import { STORAGE_KEYS, type Role } from "@shared/constants";
import { readJson, ApiError, sendJson } from "./http";
import i18n from "./i18n";

/**
 * A sign-out that could not reach the server (offline, or a quick exit that left at once)
 * is finished before anything else: until then the session cookie, which no script can
 * remove, would still sign the next person in. A neutral name; kept through trace clearing.
 */
const SIGN_OUT_PENDING_KEY = STORAGE_KEYS.signOutPending;

function markSignOutPending() {
  try {
    localStorage.setItem(SIGN_OUT_PENDING_KEY, "1");
  } catch {
    // Storage blocked: the server's session then ends at its expiry only.
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Spec section 8: sign-out ignores 401, 403 and 404 (the session is already gone). */
const IGNORED_SIGN_OUT_STATUSES = new Set([401, 403, 404]);

async function finishPendingSignOut() {
  const response = await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  if (!response.ok && !IGNORED_SIGN_OUT_STATUSES.has(response.status)) await readJson(response);
  localStorage.removeItem(SIGN_OUT_PENDING_KEY);
}

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => {
    // Offline this throws: nobody is signed in until the sign-out has gone through.
    if (signOutPending()) await finishPendingSignOut();
    try {
      // Plain fetch: the typed client stays off the first page load.
      return await readJson<Me>(await fetch("/api/me", { credentials: "same-origin" }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export interface AuthState {
  user: Me["user"] | null;
  me: Me | null;
  role: Role | null;
  loading: boolean;
  isAuthenticated: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/** The auth events of spec section 4 that a cookie session can have. */
export type AuthEvent =
  "INITIAL_SESSION" | "SIGNED_IN" | "SIGNED_OUT" | "USER_UPDATED" | "MFA_CHALLENGE_VERIFIED";
type AuthListener = (event: AuthEvent, me: Me | null) => void;
const authListeners = new Set<AuthListener>();

/** Subscribes to auth events; returns the unsubscribe function. */
export function onAuthEvent(listener: AuthListener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent, me: Me | null = null) {
  for (const listener of authListeners) listener(event, me);
}

/** Turns changes of the signed-in user into events. */
function useAuthEvents(data: Me | null | undefined, isPending: boolean) {
  const previous = useRef<{ settled: boolean; me: Me | null }>({ settled: false, me: null });
  useEffect(() => {
    if (isPending) return;
    const me = data ?? null;
    const before = previous.current;
    previous.current = { settled: true, me };
    if (!before.settled) emitAuthEvent("INITIAL_SESSION", me);
    else if (!before.me && me) emitAuthEvent("SIGNED_IN", me);
    else if (before.me && !me) emitAuthEvent("SIGNED_OUT", null);
    else if (before.me && me && before.me !== me)
      emitAuthEvent(before.me.user.id === me.user.id ? "USER_UPDATED" : "SIGNED_IN", me);
  }, [data, isPending]);
}

/**
 * The server writes reminders and push messages in the person's language: it learns it
 * from the language this device shows, at sign-in and whenever it is switched.
 */
function useLanguageOnServer(me: Me | null | undefined) {
  const saved = me?.profile.language ?? null;
  const signedIn = Boolean(me);
  useEffect(() => {
    if (!signedIn) return;
    let known = saved;
    const sync = (language: string) => {
      const base = language.split("-")[0];
      if ((base !== "en" && base !== "sw") || base === known) return;
      known = base;
      sendJson("/api/me/language", "PUT", { language: base }).catch(() => {
        known = saved; // Offline: tried again at the next switch or visit.
      });
    };
    sync(i18n.language);
    i18n.on("languageChanged", sync);
    return () => i18n.off("languageChanged", sync);
  }, [signedIn, saved]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(meQuery);
  useAuthEvents(data, isPending);
  useLanguageOnServer(data);
  // TanStack Query shares structure between fetches: `data` keeps its identity while
  // the user is the same, so the state object changes only when the user does.
  const state = useMemo<AuthState>(
    () => ({
      user: data?.user ?? null,
      me: data ?? null,
      role: data ? data.role : null,
      loading: isPending,
      isAuthenticated: Boolean(data),
    }),
    [data, isPending],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

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

/** Sends what the offline queue holds; answers how many requests are still waiting. */
async function sendWhatWaits(): Promise<number> {
  const { countQueued, flushQueue } = await import("./offline-queue");
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
        const pushEndpoint = await (await import("./device-traces")).currentPushEndpoint();
        const response = await fetch("/api/account/sign-out", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ scope, ...(pushEndpoint ? { push_endpoint: pushEndpoint } : {}) }),
        });
        if (!response.ok && !IGNORED_SIGN_OUT_STATUSES.has(response.status)) await readJson(response);
      } catch (error) {
        // eslint-disable-next-line no-console -- spec section 8 names this log line
        console.error("Error signing out", error);
        // No connection: this phone forgets the account now, the server hears it when it can.
        if (!(error instanceof TypeError) || scope === "others") throw error;
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
  const [{ clearQueue }, traces] = await Promise.all([import("./offline-queue"), import("./device-traces")]);
  // What was written offline under this account must not be sent under the next one.
  await Promise.all([
    clearQueue(),
    traces.clearDeviceTraces({ keepSession: traces.KEPT_AT_SIGN_OUT_SESSION_KEYS }),
  ]);
  // Observers keep their query objects, so "me" is set rather than removed; every
  // other cached answer belonged to the account and is dropped.
  queryClient.setQueryData(meQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
}
