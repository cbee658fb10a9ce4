import { Hono } from "hono";
import {
  caseAssigneeBodySchema,
  caseListQuerySchema,
  caseNoteBodySchema,
  caseParamsSchema,
  caseReplyBodySchema,
  caseStateBodySchema,
  clientCaseMessageBodySchema,
  type CaseDetail,
  type CaseEventResponse,
  type CaseListResponse,
  type CaseSummaryResponse,
  type ClientCaseListResponse,
  type ClientCaseMessageResponse,
} from "@shared/api/cases";
import type { LiveChat } from "@shared/api/live-chat";
import type { AppDeps } from "../../deps";
import { requireNavigator, requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { idempotent } from "../../http/idempotency";
import { loadNavigator } from "./case-team";
import { listCases } from "./list-cases";
import { getCase } from "./get-case";
import { addNote, assignCase, setCaseState } from "./case-actions";
import { replyToCase } from "./reply-to-case";
import { declineContact, listMyCases, writeToMyCase } from "./client-cases";
import {
  endLiveChat,
  liveChatSubscriber,
  readLiveChat,
  visitorsLiveChat,
  writeInLiveChat,
} from "./live-chat";
import { openEventStream } from "../../realtime/sse";

/**
 * The workspace (navigators of a case's team only: anyone else gets 404 for a case) and
 * the client's own cases (their own only: 404 for anyone else's).
 */
export function caseRoutes(deps: AppDeps) {
  return (
    new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
      .get("/admin/cases", requireNavigator, async (c) => {
        const query = parseWith(caseListQuerySchema, c.req.query());
        const navigator = await loadNavigator(deps.db, c.get("user").user.id);
        c.header("Cache-Control", "no-store");
        return c.json((await listCases(deps, navigator, query)) satisfies CaseListResponse);
      })
      .get("/admin/cases/:id", requireNavigator, async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        const navigator = await loadNavigator(deps.db, c.get("user").user.id);
        c.header("Cache-Control", "no-store");
        return c.json((await getCase(deps, navigator, id)) satisfies CaseDetail);
      })
      .post("/admin/cases/:id/assignee", requireNavigator, async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        const { assignee_id } = await parseJson(c, caseAssigneeBodySchema);
        const navigator = await loadNavigator(deps.db, c.get("user").user.id);
        const summary = await assignCase(deps, navigator, id, assignee_id);
        return c.json({ case: summary } satisfies CaseSummaryResponse);
      })
      .post("/admin/cases/:id/state", requireNavigator, async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        const { state } = await parseJson(c, caseStateBodySchema);
        const navigator = await loadNavigator(deps.db, c.get("user").user.id);
        return c.json({ case: await setCaseState(deps, navigator, id, state) } satisfies CaseSummaryResponse);
      })
      .post("/admin/cases/:id/notes", requireNavigator, async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        const { text } = await parseJson(c, caseNoteBodySchema);
        const navigator = await loadNavigator(deps.db, c.get("user").user.id);
        return c.json({ event: await addNote(deps, navigator, id, text) } satisfies CaseEventResponse, 201);
      })
      .post("/admin/cases/:id/replies", requireNavigator, async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        const body = await parseJson(c, caseReplyBodySchema);
        const navigator = await loadNavigator(deps.db, c.get("user").user.id);
        return c.json(
          { event: await replyToCase(deps, navigator, id, body) } satisfies CaseEventResponse,
          201,
        );
      })
      .get("/cases", requireUser, async (c) => {
        c.header("Cache-Control", "no-store");
        const cases = await listMyCases(deps, c.get("user").user.id);
        return c.json({ cases } satisfies ClientCaseListResponse);
      })
      // A retry from a flaky connection (the offline queue) writes the answer once.
      .post("/cases/:id/messages", requireUser, idempotent(deps), async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        const { text } = await parseJson(c, clientCaseMessageBodySchema);
        const { user } = c.get("user");
        const message = await writeToMyCase(deps, { id: user.id, name: user.name }, id, text);
        return c.json({ message } satisfies ClientCaseMessageResponse, 201);
      })
      // A visitor's live chat (decision 060): known by its cookie only, no account, no id.
      .get("/live-chat", async (c) => {
        const chat = await visitorsLiveChat(c, deps);
        c.header("Cache-Control", "no-store");
        return c.json((await readLiveChat(deps, chat)) satisfies LiveChat);
      })
      .post("/live-chat/messages", async (c) => {
        const chat = await visitorsLiveChat(c, deps);
        const { text } = await parseJson(c, clientCaseMessageBodySchema);
        const message = await writeInLiveChat(deps, chat, text);
        return c.json({ message } satisfies ClientCaseMessageResponse, 201);
      })
      .get("/live-chat/events", async (c) =>
        openEventStream(c, deps, liveChatSubscriber(deps, await visitorsLiveChat(c, deps))),
      )
      .delete("/live-chat", async (c) => {
        await endLiveChat(c, deps, await visitorsLiveChat(c, deps));
        return c.body(null, 204);
      })
      .post("/cases/:id/no-contact", requireUser, async (c) => {
        const { id } = parseWith(caseParamsSchema, c.req.param());
        await declineContact(deps, c.get("user").user.id, id);
        return c.body(null, 204);
      })
  );
}
