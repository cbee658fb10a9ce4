/**
 * POST /api/assistant (iCare's reply) and POST /api/assistant/handoff (ask for a person).
 * Anonymous visitors spend an hourly allowance, counted per signed visitor cookie and,
 * with a higher ceiling, per network address; signed-in people are not limited.
 * These routes store and log no conversation: only a hand-off the person sends is kept, and
 * a signed-in person's message that reads as a crisis, which reaches their team at once
 * (decision 058). A signed-in person's chat is saved to their account through
 * /api/chat-history (decision 053).
 */
import { Hono, type Context } from "hono";
import { assistantRequestSchema, type AssistantReply } from "@shared/api/assistant";
import { handoffRequestSchema, type HandoffCreated } from "@shared/api/assistant-handoff";
import { ASSISTANT_LIMIT_CODE } from "@shared/api/assistant-errors";
import { ASSISTANT } from "@shared/constants";
import type { AppDeps } from "../../deps";
import type { Env } from "../../env";
import { viewerOf, type Viewer, type ViewerVariables } from "../../auth/session";
import { HttpError } from "../../http/errors";
import { parseJson } from "../../http/validate";
import { createOpenAiCompatibleLlm, type LlmAdapter } from "../../adapters/llm";
import { createAssistantEngine, type AssistantEngine } from "./engine";
import type { Allowance } from "../../security/allowances";
import type { AnonymousCaller, AnonymousLimiter } from "../../security/anonymous-writes";
import {
  addressAllowance,
  handoffAddressAllowance,
  handoffVisitorAllowance,
  visitorAllowance,
} from "./rate-limit-rules";
import { createDatabaseResourceSearch } from "./resources";
import { requestHandoff, type CreateHandoffMessage } from "./handoff";
import { readDanger } from "@shared/danger/read-danger";
import { toSiteLocale } from "@shared/domain/locale";
import { replyLanguage } from "./message-language";
import { escalateCrisis } from "./escalate-crisis";
import { knownRegion } from "./known-region";

export interface AssistantRouteOperations {
  /** Files a hand-off (or a crisis) in the care team's inbox: the contact feature's createContactMessage. */
  createHandoffMessage: CreateHandoffMessage;
  /** Opens a visitor's live chat on the hand-off's case and sets its cookie: the cases feature's. */
  openLiveChat(c: Context, deps: AppDeps, caseId: string): Promise<void>;
  /** Counts what visitors write, per visitor cookie and per address (security/anonymous-writes.ts). */
  anonymousLimiter: AnonymousLimiter;
  /** The app's one engine (appAssistant), shared with the answers by SMS. */
  engine: AssistantEngine;
}

const DEFAULT_LLM_MODEL = "default";

/** The optional model behind the local engine (OpenAI-compatible, ASSISTANT_LLM_URL). */
function modelFrom(env: Env): LlmAdapter | undefined {
  if (!env.ASSISTANT_LLM_URL) return undefined;
  return createOpenAiCompatibleLlm({
    url: env.ASSISTANT_LLM_URL,
    model: env.ASSISTANT_LLM_MODEL ?? DEFAULT_LLM_MODEL,
    apiKey: env.ASSISTANT_LLM_KEY ?? null,
    timeoutMs: ASSISTANT.llmTimeoutMs,
  });
}

type AnonymousAllowances = (caller: AnonymousCaller) => Allowance[];

/** The app's engine, built once: it warms its classifiers up here, not on a first reply. */
export function appAssistant(deps: AppDeps): AssistantEngine {
  return createAssistantEngine({
    searchResources: createDatabaseResourceSearch(deps.db, { siteName: deps.env.SITE_NAME }),
    llm: modelFrom(deps.env),
    logger: deps.logger,
  });
}

export function assistantRoutes(deps: AppDeps, operations: AssistantRouteOperations) {
  const { engine } = operations;

  /** Spends the anonymous caller's allowances, or answers 429 with Retry-After. */
  async function limitAnonymous(c: Context<{ Variables: ViewerVariables }>, allowances: AnonymousAllowances) {
    if (await viewerOf(c)) return;
    const decision = await operations.anonymousLimiter.spend(c, allowances);
    if (!decision.allowed) {
      throw new HttpError(
        429,
        ASSISTANT_LIMIT_CODE,
        "The free messages of this hour are used up. Sign in free for unlimited messages.",
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    }
  }

  /**
   * A crisis reaches the team without a tap. Should filing it fail, the reply still goes
   * out: without an escalation the chat offers "Talk to a person" and the numbers to call.
   */
  async function escalateOrLog(viewer: Viewer, text: string) {
    try {
      return await escalateCrisis(deps, operations.createHandoffMessage, viewer, text);
    } catch (error) {
      deps.logger.error({ err: error }, "a crisis in the chat could not be filed for the team");
      return undefined;
    }
  }

  return new Hono<{ Variables: ViewerVariables }>()
    .post("/assistant", async (c) => {
      const input = await parseJson(c, assistantRequestSchema);
      const viewer = await viewerOf(c);
      const language = replyLanguage(input.userInput, toSiteLocale(input.locale));
      const reading = readDanger(input.userInput, language.locale);
      // A crisis is never refused for the free allowance, and does not count toward it.
      if (!viewer && reading.risk_level !== "high") {
        await limitAnonymous(c, ({ visitorId, addressHash }) => [
          visitorAllowance(visitorId),
          addressAllowance(addressHash),
        ]);
      }
      const reply: AssistantReply = await engine.answer({
        ...input,
        safety: reading,
        language,
        knownRegion: viewer ? () => knownRegion(deps.db, viewer.user.id) : undefined,
      });
      if (viewer && reply.risk_level === "high") {
        reply.escalation = await escalateOrLog(viewer, input.userInput);
      }
      c.header("Cache-Control", "no-store");
      return c.json(reply);
    })
    .post("/assistant/handoff", async (c) => {
      const input = await parseJson(c, handoffRequestSchema);
      await limitAnonymous(c, ({ visitorId, addressHash }) => [
        handoffVisitorAllowance(visitorId),
        handoffAddressAllowance(addressHash),
      ]);
      const viewer = await viewerOf(c);
      const { caseId } = await requestHandoff(deps, operations.createHandoffMessage, input, viewer);
      // A signed-in person talks with the team in their account; a visitor may here, now.
      const liveChat = input.live_chat && !viewer;
      if (liveChat) await operations.openLiveChat(c, deps, caseId);
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true, live_chat: liveChat } satisfies HandoffCreated, 201);
    });
}
