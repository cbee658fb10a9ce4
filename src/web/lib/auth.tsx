/**
 * The app's auth state (spec section 4): loading first, then authenticated or not.
 * Backed by GET /api/me, so the role comes with the user. The state object is replaced
 * only when the user or the authenticated flag changes, so a refetch that returns
 * the same user does not re-render every consumer.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@shared/api/system";
import type { Role } from "@shared/constants";
import { readJson, ApiError } from "./http";

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async (): Promise<Me | null> => {
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(meQuery);
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

/** Signs out and forgets every private thing the browser cached for this account. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    // The auth client loads with the sign-in forms, not with every page.
    const { authClient } = await import("./auth-client");
    await authClient.signOut();
    // Observers keep their query objects, so "me" is set rather than removed; every
    // other cached answer belonged to the account and is dropped.
    queryClient.setQueryData(meQuery.queryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
  };
}
