/**
 * Outbound adapter for an OpenAI-compatible chat-completions endpoint (used when
 * ASSISTANT_LLM_URL is set). It only sends and parses; what to ask, and what to do
 * when it fails or is slow, is the assistant engine's business.
 */

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface LlmCompletionOptions {
  /** Cancels the request, in addition to the adapter's own timeout. */
  signal?: AbortSignal;
  maxTokens?: number;
  temperature?: number;
}

export interface LlmAdapter {
  complete(messages: LlmMessage[], options?: LlmCompletionOptions): Promise<string>;
}

export type LlmErrorKind = "timeout" | "aborted" | "network" | "http" | "invalid_response";

/** Carries no request or response text, so it is safe to log. */
export class LlmError extends Error {
  override readonly name = "LlmError";
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface OpenAiCompatibleLlmOptions {
  /** Base URL ("https://host/v1") or the full ".../chat/completions" endpoint. */
  url: string;
  model: string;
  apiKey?: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const DEFAULT_MAX_TOKENS = 500;
const DEFAULT_TEMPERATURE = 0.3;
const COMPLETIONS_PATH = "/chat/completions";

export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return trimmed.endsWith(COMPLETIONS_PATH) ? trimmed : `${trimmed}${COMPLETIONS_PATH}`;
}

function readContent(body: unknown): string {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const first = Array.isArray(choices)
    ? (choices[0] as { message?: { content?: unknown } } | undefined)
    : undefined;
  const content = first?.message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    throw new LlmError("invalid_response", "Completion response has no message content");
  }
  return content.trim();
}

function requestError(error: unknown, timeoutSignal: AbortSignal): LlmError {
  if (error instanceof LlmError) return error;
  if (timeoutSignal.aborted) return new LlmError("timeout", "Completion request timed out");
  if (error instanceof Error && error.name === "AbortError")
    return new LlmError("aborted", "Completion request aborted");
  return new LlmError("network", "Completion request failed to reach the server");
}

export function createOpenAiCompatibleLlm(options: OpenAiCompatibleLlmOptions): LlmAdapter {
  const endpoint = chatCompletionsUrl(options.url);
  const doFetch = options.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return {
    async complete(messages, completion = {}) {
      const timeoutSignal = AbortSignal.timeout(options.timeoutMs);
      const signal = completion.signal ? AbortSignal.any([timeoutSignal, completion.signal]) : timeoutSignal;
      try {
        const response = await doFetch(endpoint, {
          method: "POST",
          headers,
          signal,
          body: JSON.stringify({
            model: options.model,
            messages,
            max_tokens: completion.maxTokens ?? DEFAULT_MAX_TOKENS,
            temperature: completion.temperature ?? DEFAULT_TEMPERATURE,
            stream: false,
          }),
        });
        if (!response.ok) {
          throw new LlmError(
            "http",
            `Completion request returned status ${response.status}`,
            response.status,
          );
        }
        const body: unknown = await response.json().catch((error: unknown) => {
          // A body cut short by the timeout is a timeout, not a malformed reply.
          if (signal.aborted) throw error;
          throw new LlmError("invalid_response", "Completion response is not JSON");
        });
        return readContent(body);
      } catch (error) {
        throw requestError(error, timeoutSignal);
      }
    },
  };
}
