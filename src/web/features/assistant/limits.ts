/**
 * The contract's limits, without loading the schema library into the chat: each literal
 * is typed by the shared constant itself, so type checking fails if the two ever differ.
 */
import type { ASSISTANT_LIMITS } from "@shared/api/assistant";
import type { HANDOFF_LIMITS } from "@shared/api/assistant-handoff";

export const USER_INPUT_MAX_CHARS: (typeof ASSISTANT_LIMITS)["userInputMaxChars"] = 2000;
export const CONTEXT_MAX_CHARS: (typeof ASSISTANT_LIMITS)["contextMaxChars"] = 4000;
export const HANDOFF_SHARED_MESSAGES_MAX: (typeof HANDOFF_LIMITS)["sharedMessagesMax"] = 6;
