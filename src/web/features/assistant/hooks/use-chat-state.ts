import { useSyncExternalStore } from "react";
import type { ChatState, ChatStore } from "../chat-store";

/** The chat store's state, re-rendering on every change. */
export function useChatState(store: ChatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
