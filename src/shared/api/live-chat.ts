/**
 * A visitor's live chat with a peer navigator, in the iCare panel (docs/decisions/060):
 * the case conversation of the workspace, seen from the visitor's side. The visitor is
 * known only by an HttpOnly cookie the hand-off gave them; these routes take no id.
 */
import { z } from "zod";
import { clientCaseMessageSchema } from "./cases";

/** GET /api/live-chat */
export const liveChatSchema = z.object({
  messages: z.array(clientCaseMessageSchema),
  /** The navigator who took the case (joined the chat), or null while the team is told. */
  navigator: z.string().nullable(),
  /** The time promised for a first answer, in minutes (CRISIS_RESPONSE_MINUTES). */
  within_minutes: z.number().int(),
});
export type LiveChat = z.infer<typeof liveChatSchema>;
