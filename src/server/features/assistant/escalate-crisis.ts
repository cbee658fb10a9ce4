/**
 * A signed-in person whose chat message reads as a crisis reaches their care team at once,
 * without a tap (docs/decisions/058-automatic-escalation.md): the message opens or joins
 * their case as an urgent item, the whole team is told, and the chat says who will contact
 * them, how and within what time. Only that one message goes to the team, encrypted like
 * every message; the rest of the conversation stays theirs.
 */
import type { CrisisEscalation } from "@shared/api/assistant";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../auth/session";
import { signedInSender } from "../contact/signed-in-sender";
import type { CreateHandoffMessage } from "./handoff";

/** Neutral words only: the subject shows in the inbox list, in notifications and in push. */
export const ESCALATION_SUBJECT = "Needs a person now (iCare chat)";

/** The digits a person recognises their number by, and no more on a shared screen. */
const PHONE_ENDING_DIGITS = 3;

/**
 * What the thread shows, to the team and in the client's own portal: their words and how
 * they came. The signals the reader found are the team's only (the item's insights).
 */
export function escalationText(text: string): string {
  return [
    "iCare alerted the team to this message in the client's chat; the client did not have to ask.",
    "",
    `Client: ${text}`,
  ].join("\n");
}

export async function escalateCrisis(
  deps: AppDeps,
  createHandoffMessage: CreateHandoffMessage,
  viewer: Viewer,
  text: string,
): Promise<CrisisEscalation> {
  const sender = await signedInSender(deps.db, viewer, { email: null, phone: null, region: null });
  const { caseId } = await createHandoffMessage(deps, {
    ...sender,
    source: "handoff",
    subject: ESCALATION_SUBJECT,
    message: escalationText(text),
    minimumPriority: "urgent",
    crisis: true,
  });
  const digits = sender.phone?.replace(/\D/g, "") ?? "";
  return {
    case_id: caseId,
    reach: digits ? "call" : "portal",
    phone_ending: digits ? digits.slice(-PHONE_ENDING_DIGITS) : null,
    within_minutes: deps.env.CRISIS_RESPONSE_MINUTES,
  };
}
