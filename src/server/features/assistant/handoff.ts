/**
 * The hand-off to a person: after a high-risk reply the person may ask the care team to
 * reach out. It becomes a contact message (source "handoff", encrypted at rest) with an
 * urgent message notification for the admin of their region, through the contact
 * feature's operation. Only the messages the person chose are in it; nothing is logged.
 */
import type { Priority, Region } from "@shared/constants";
import type { HandoffSharedMessage, ValidHandoffRequest } from "@shared/api/assistant-handoff";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../auth/session";
import { signedInSender } from "../contact/signed-in-sender";

/** What the contact feature's createContactMessage takes, as far as a hand-off fills it. */
export interface HandoffMessage {
  userId: string | null;
  source: "handoff";
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  region: Region | null;
  minimumPriority: Priority;
  crisis: boolean;
}

export type CreateHandoffMessage = (
  deps: AppDeps,
  message: HandoffMessage,
) => Promise<{ id: string; caseId: string }>;

/** Neutral words only: the subject shows in the inbox list and in notifications. */
export const HANDOFF_SUBJECT = "Asked to talk to a person (iCare chat)";

const SPEAKERS: Record<HandoffSharedMessage["from"], string> = { user: "Client", assistant: "iCare" };

/** The text the navigator reads: the shared messages in order, or a note that none were shared. */
export function handoffText(messages: readonly HandoffSharedMessage[]): string {
  if (messages.length === 0) {
    return "The client asked to talk to a person from the iCare chat and chose not to share any messages.";
  }
  const lines = messages.map((message) => `${SPEAKERS[message.from]}: ${message.text}`);
  return ["The client asked to talk to a person from the iCare chat and shared:", "", ...lines].join("\n");
}

/**
 * A visitor is known only by what they left; a signed-in person by their account: its
 * name, its phone and confirmed e-mail when they gave none, its region when they chose
 * none (docs/decisions/056-identity-of-signed-in-senders.md).
 */
export async function requestHandoff(
  deps: AppDeps,
  createHandoffMessage: CreateHandoffMessage,
  input: ValidHandoffRequest,
  viewer: Viewer | null,
): Promise<{ caseId: string }> {
  const sender = viewer
    ? await signedInSender(deps.db, viewer, input)
    : { userId: null, name: null, email: input.email, phone: input.phone, region: input.region };
  return createHandoffMessage(deps, {
    ...sender,
    source: "handoff",
    subject: HANDOFF_SUBJECT,
    message: handoffText(input.messages),
    minimumPriority: "urgent",
    crisis: true,
  });
}
