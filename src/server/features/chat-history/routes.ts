/**
 * A signed-in person's iCare conversations (docs/decisions/053). Only the owner reads or
 * changes them: every query is filtered by the session's user, and admins have no view.
 */
import { Hono } from "hono";
import {
  CHAT_HISTORY_LIMITS,
  chatSessionInputSchema,
  chatSessionParamsSchema,
  type ChatHistoryResponse,
} from "@shared/api/chat-history";
import type { AppDeps } from "../../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { listChatSessions } from "./list-chat-sessions";
import { saveChatSession } from "./save-chat-session";
import { deleteAllChatSessions, deleteChatSession, releaseCurrentChatSession } from "./delete-chat-sessions";

export function chatHistoryRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .get("/chat-history", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json((await listChatSessions(deps, c.get("user").user.id)) satisfies ChatHistoryResponse);
    })
    .delete("/chat-history", requireUser, async (c) => {
      await deleteAllChatSessions(deps, c.get("user").user.id);
      return c.body(null, 204);
    })
    .delete("/chat-history/current", requireUser, async (c) => {
      await releaseCurrentChatSession(deps, c.get("user").user.id);
      return c.body(null, 204);
    })
    .put("/chat-history/:id", requireUser, async (c) => {
      const { id } = parseWith(chatSessionParamsSchema, c.req.param());
      const input = await parseJson(c, chatSessionInputSchema, {
        maxBytes: CHAT_HISTORY_LIMITS.bodyMaxBytes,
      });
      await saveChatSession(deps, c.get("user").user.id, id, input);
      return c.body(null, 204);
    })
    .delete("/chat-history/:id", requireUser, async (c) => {
      const { id } = parseWith(chatSessionParamsSchema, c.req.param());
      await deleteChatSession(deps, c.get("user").user.id, id);
      return c.body(null, 204);
    });
}
