import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { meQuery } from "@web/lib/auth";

/** After any successful sign-in step: the app reloads who is signed in. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }), [queryClient]);
}
