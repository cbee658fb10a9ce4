/**
 * The app's auth state (spec section 4): loading first, then authenticated or not.
 * Backed by GET /api/me, so the role comes with the user. The state object is replaced
 * only when the user or the authenticated flag changes, so a refetch that returns
 * the same user does not re-render every consumer.
 */
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@shared/api/system";
import type { SignOutRequest } from "@shared/api/account";
import { STORAGE_KEYS, type Role } from "@shared/constants";
import { currentLanguage, subscribeToLanguage } from "./i18n";
import { api, readAnswer, readOutcome, withBody } from "./api";

/**
 * A sign-out that could not reach the server (offline, or a quick exit that left at once)
 * is finished before anything else: until then the session cookie, which no script can
 * remove, would still sign the next person in. A neutral name; kept through trace clearing.
 */
const SIGN_OUT_PENDING_KEY = STORAGE_KEYS.signOutPending;

/** The next start finishes this sign-out (the quick exit's, or one made offline). */
export function markSignOutPending() {
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
export const IGNORED_SIGN_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/** A sign-out that had no connection, finished at the next start. */
async function finishPendingSignOut() {
  const answered = await api.account["sign-out"].$post(
    withBody({}, { scope: "local" } satisfies SignOutRequest),
  );
  if (!IGNORED_SIGN_OUT_STATUSES.has(answered.status)) await readOutcome(answered);
  localStorage.removeItem(SIGN_OUT_PENDING_KEY);
}

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => {
    // Offline this throws: nobody is signed in until the sign-out has gone through.
    if (signOutPending()) await finishPendingSignOut();
    // Nobody signed in is the answer most first loads get, and needs no reading; a signed-in
    // answer is read with its shared schema, whose library is loaded for it then (a
    // signed-in person's pages load it anyway): it stays off a visitor's first load.
    const answered = await api.me.$get();
    if (answered.status === 401) return null;
    const { meSchema } = await import("@shared/api/system");
    return readAnswer(answered, meSchema);
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

async function saveLanguage(language: string) {
  await readOutcome(api.me.language.$put(withBody({}, { language })));
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
    const sync = () => {
      const language = currentLanguage();
      if (language === known) return;
      known = language;
      saveLanguage(language).catch(() => {
        known = saved; // Offline: tried again at the next switch or visit.
      });
    };
    sync();
    return subscribeToLanguage(sync);
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
