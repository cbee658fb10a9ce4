/**
 * iCare's requests, on the typed client with their answers read by the shared schemas. A
 * cleared visitor cookie (403 invalid_visitor_id) is asked again once, with the fresh
 * cookie the server then gives.
 */
import type { z } from "zod";
import { assistantReplySchema, type AssistantRequestInput } from "@shared/api/assistant";
import { handoffCreatedSchema, type HandoffRequest } from "@shared/api/assistant-handoff";
import { INVALID_VISITOR_CODE } from "@shared/api/assistant-errors";
import { api, ApiError, readAnswer, readOutcome, withBody } from "@web/lib/api";

/** 429: the free messages of this hour are used up (or too many hand-offs). */
export class AllowanceUsedUpError extends Error {
  constructor(readonly retryAfterSeconds: number | null) {
    super("allowance used up");
  }
}

async function post<Schema extends z.ZodType>(
  send: () => Promise<Response>,
  schema: Schema,
  retried = false,
): Promise<z.output<Schema>> {
  const response = await send();
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    throw new AllowanceUsedUpError(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  try {
    return await readAnswer(response, schema);
  } catch (error) {
    if (!retried && error instanceof ApiError && error.code === INVALID_VISITOR_CODE) {
      return post(send, schema, true);
    }
    throw error;
  }
}

export const askAssistant = (request: AssistantRequestInput) =>
  post(() => api.assistant.$post(withBody({}, request)), assistantReplySchema);

export const requestHandoff = (request: HandoffRequest) =>
  post(() => api.assistant.handoff.$post(withBody({}, request)), handoffCreatedSchema);

/** After a crisis reached the team: the person does not want to be called or written to. */
export const declineContact = (caseId: string): Promise<void> =>
  readOutcome(api.cases[":id"]["no-contact"].$post({ param: { id: caseId } }));
