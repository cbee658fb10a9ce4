import { useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import type { ServiceApplicationInput } from "@shared/api/applications";
import { meQuery } from "@web/lib/auth";
import { ApiError } from "@web/lib/http";
import { submitApplication } from "../api";

/** "fields": a 400 naming fields, for the form to show on them (or to call a failure if it has none of them). */
export type SubmitFailure = { kind: "fields"; error: ApiError } | { kind: "signed_out" } | { kind: "failed" };

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function classifyFailure(error: unknown): SubmitFailure {
  if (error instanceof ApiError && error.status === 400 && error.fields) return { kind: "fields", error };
  if (error instanceof ApiError && error.status === 401) return { kind: "signed_out" };
  return { kind: "failed" };
}

/**
 * Sends the request once per draft: retries of an unchanged draft carry the same
 * Idempotency-Key, and `draftChanged()` starts a new one.
 */
export function useSubmitApplication(handlers: {
  /** `queued`: kept on the device until the connection returns (the offline notice says so). */
  onSent(queued: boolean): void;
  onFailure(failure: SubmitFailure): void;
}) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    // Also offline: the offline queue keeps the request.
    ...TRIED_AT_ONCE,
    mutationFn: (input: ServiceApplicationInput) => {
      key.current ??= randomKey();
      return submitApplication(input, key.current);
    },
    onSuccess: async (result) => {
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: ["applications"] });
      handlers.onSent(result.queued);
    },
    onError: (error) => {
      const failure = classifyFailure(error);
      if (failure.kind === "signed_out") void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      handlers.onFailure(failure);
    },
  });
  return {
    submit: mutation.mutate,
    pending: mutation.isPending,
    draftChanged: () => {
      key.current = null;
    },
  };
}
