/**
 * The chat sends its recent turns as plain text ("User: ...\nAssistant: ..."), the
 * last 3 turns with assistant replies cut to 200 characters (spec section 7).
 */
import type { LlmMessage } from "../../adapters/llm";

export interface ContextTurn {
  role: "user" | "assistant";
  content: string;
}

const SPEAKER = /^(user|assistant)\s*:\s?(.*)$/i;

export function parseContext(context: string): ContextTurn[] {
  const turns: ContextTurn[] = [];
  for (const line of context.replace(/\r\n/g, "\n").split("\n")) {
    const speaker = SPEAKER.exec(line);
    if (speaker) {
      const role = (speaker[1] ?? "").toLowerCase() === "user" ? "user" : "assistant";
      turns.push({ role, content: speaker[2] ?? "" });
    } else if (turns.length > 0) {
      const last = turns[turns.length - 1];
      if (last) last.content = `${last.content}\n${line}`;
    }
  }
  return turns
    .map((turn) => ({ ...turn, content: turn.content.trim() }))
    .filter((turn) => turn.content !== "");
}

export function lastUserMessage(turns: ContextTurn[]): string | undefined {
  return turns.filter((turn) => turn.role === "user").at(-1)?.content;
}

export function contextAsMessages(turns: ContextTurn[]): LlmMessage[] {
  return turns.map((turn) => ({ role: turn.role, content: turn.content }));
}
