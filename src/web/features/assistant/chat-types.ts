/**
 * The chat's data (spec section 3). Messages and sessions live in this browser's local
 * storage only; the server sees a message once, to answer it, and keeps nothing.
 */
import type { AssistantSource } from "@shared/api/assistant";
import type { SiteLocale } from "@shared/domain/locale";

export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Assistant replies only: the language the reply is written in, which may not be the site's. */
  language?: SiteLocale;
  /** Assistant replies only: the directory entries the reply drew on. */
  sources?: AssistantSource[];
  searchUsed?: boolean;
  /** Assistant replies to a crisis: the chat offers a hand-off to a person. */
  highRisk?: boolean;
  /** A medium reading's safety note ("symptoms to check", "distress"), shown under the reply. */
  safetyNote?: string;
  /** The person asked for a person from the care team after this reply. */
  handoffSent?: boolean;
  /** A signed-in person's crisis reached their team without a tap: what the chat tells them. */
  escalation?: ChatEscalation;
}

export interface ChatEscalation {
  caseId: string;
  /** A navigator calls their account's number, or writes to them in the portal. */
  reach: "call" | "portal";
  phoneEnding: string | null;
  withinMinutes: number;
  /** They said not to be contacted; the team's thread records it. */
  declined?: boolean;
}

export interface ChatSession {
  /** chat_{time}_{random} */
  id: string;
  messages: ChatMessage[];
  /** Epoch milliseconds of the last activity. */
  timestamp: number;
}

/** One question and its answer, kept in memory for the next request's context. */
export interface ConversationTurn {
  userMessage: string;
  aiResponse: string;
  timestamp: number;
  searchUsed: boolean;
  sources: string[];
}
