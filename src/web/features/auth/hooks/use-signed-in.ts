import { useCallback } from "react";
import { navigate, useLocation } from "@web/lib/router";
import { useQueryClient } from "@tanstack/react-query";
import type { Role } from "@shared/constants";
import { meQuery } from "@web/lib/auth";

/**
 * Where a person goes once signed in: an admin who signed in anywhere but an admin page or
 * one of the portal's own pages (settings) lands on the workspace, not on the client
 * portal; everyone else stays where they signed in.
 */
export function landingAfterSignIn(role: Role | null | undefined, pathname: string): string | null {
  if (role !== "admin") return null;
  if (pathname.startsWith("/admin") || pathname.startsWith("/portal/")) return null;
  return "/admin-dashboard";
}

/** After any successful sign-in step: the app reloads who is signed in, and an admin goes to work. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    const landing = landingAfterSignIn(queryClient.getQueryData(meQuery.queryKey)?.role, pathname);
    if (landing) navigate(landing, { replace: true });
  }, [queryClient, pathname]);
}
