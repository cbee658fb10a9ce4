/**
 * iCare's two requests. Plain fetch, not the typed client: the chat loads on its own
 * and keeps its download small. A cleared visitor cookie (403 invalid_visitor_id) is
 * asked again once, with the fresh cookie the server then gives.
 */
import type { AssistantReply, AssistantRequestInput } from "@shared/api/assistant";
import type { HandoffCreated, HandoffRequest } from "@shared/api/assistant-handoff";
import { INVALID_VISITOR_CODE } from "@shared/api/assistant-errors";
import { API_TIMEOUT_MS } from "@shared/constants";
import { ApiError, readJson } from "@web/lib/http";

/** 429: the free messages of this hour are used up (or too many hand-offs). */
export class AllowanceUsedUpError extends Error {
  constructor(readonly retryAfterSeconds: number | null) {
    super("allowance used up");
  }
}

async function post<T>(path: string, body: unknown, retried = false): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    throw new AllowanceUsedUpError(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  try {
    return await readJson<T>(response);
  } catch (error) {
    if (!retried && error instanceof ApiError && error.code === INVALID_VISITOR_CODE) {
      return post<T>(path, body, true);
    }
    throw error;
  }
}

export const askAssistant = (request: AssistantRequestInput) =>
  post<AssistantReply>("/api/assistant", request);

export const requestHandoff = (request: HandoffRequest) =>
  post<HandoffCreated>("/api/assistant/handoff", request);

/** After a crisis reached the team: the person does not want to be called or written to. */
export async function declineContact(caseId: string): Promise<void> {
  const response = await fetch(`/api/cases/${encodeURIComponent(caseId)}/no-contact`, {
    method: "POST",
    credentials: "same-origin",
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) await readJson(response);
}
