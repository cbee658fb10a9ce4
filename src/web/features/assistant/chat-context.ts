/**
 * The conversation context sent with each question (spec sections 7 and 9): the last 3
 * turns as "User: ...\nAssistant: ..." text, replies cut to 200 characters; 5 turns kept.
 */
import { ASSISTANT } from "@shared/constants";
import type { ChatMessage, ConversationTurn } from "./chat-types";
import { CONTEXT_MAX_CHARS } from "./limits";

export function addTurn(turns: readonly ConversationTurn[], turn: ConversationTurn): ConversationTurn[] {
  return [...turns, turn].slice(-ASSISTANT.contextTurnsKept);
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function contextText(turns: readonly ConversationTurn[]): string {
  const text = turns
    .slice(-ASSISTANT.contextTurnsUsed)
    .map(
      (turn) =>
        `User: ${oneLine(turn.userMessage)}\nAssistant: ${oneLine(turn.aiResponse).slice(0, ASSISTANT.contextReplyChars)}`,
    )
    .join("\n");
  // Long questions could pass the server's limit: the most recent words matter most.
  return text.length > CONTEXT_MAX_CHARS ? text.slice(-CONTEXT_MAX_CHARS) : text;
}

/** The turns of a restored conversation: each question with the reply that followed it. */
export function turnsFromMessages(messages: readonly ChatMessage[]): ConversationTurn[] {
  let turns: ConversationTurn[] = [];
  messages.forEach((message, index) => {
    const next = messages[index + 1];
    if (message.isUser && next && !next.isUser) {
      turns = addTurn(turns, {
        userMessage: message.text,
        aiResponse: next.text,
        timestamp: next.timestamp,
        searchUsed: next.searchUsed ?? false,
        sources: (next.sources ?? []).flatMap((source) => (source.url ? [source.url] : [])),
      });
    }
  });
  return turns;
}
