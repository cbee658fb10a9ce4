/**
 * A visitor's live chat with a peer navigator, in the iCare panel (docs/decisions/060).
 * After "Talk to a person" with "Chat here now", the server has set the chat's cookie:
 * this store reads the conversation, listens on its own event stream for the navigator's
 * replies and joining, sends the visitor's messages and ends the chat. Kept in memory
 * only: nothing on the phone says there was one.
 */
import { clientCaseMessageResponseSchema, type ClientCaseMessage } from "@shared/api/cases";
import { liveChatSchema, type LiveChat } from "@shared/api/live-chat";
import { LIVE_CHAT_PATH } from "@shared/constants";
import { connectLiveEvents } from "@web/lib/live-events";
import { api, ApiError, readAnswer, readRemoval, withBody } from "@web/lib/api";

export interface LiveChatState {
  /** "off": no chat; "open": talking or waiting; "ended": the visitor ended it, or it expired. */
  status: "off" | "open" | "ended";
  /** The navigator who joined, or null while the team is being told. */
  navigator: string | null;
  messages: ClientCaseMessage[];
  withinMinutes: number;
}

export interface LiveChatDeps {
  read: () => Promise<LiveChat>;
  write: (text: string) => Promise<ClientCaseMessage>;
  end: () => Promise<void>;
  listen: (onChange: () => void) => { close(): void };
}

const defaultDeps: LiveChatDeps = {
  read: () => readAnswer(api["live-chat"].$get(), liveChatSchema),
  write: async (text) =>
    (
      await readAnswer(
        api["live-chat"].messages.$post(withBody({}, { text })),
        clientCaseMessageResponseSchema,
      )
    ).message,
  // Already over (404): as good as ended.
  end: () => readRemoval(api["live-chat"].$delete()),
  // The chat's own stream, reconnecting as the notifications' does (a 503 while the database
  // restarts would end a bare EventSource for good). Every event, a reconnection or a break
  // reads the conversation again: a chat that ended meanwhile answers 404 and stops this.
  listen: (onChange) =>
    connectLiveEvents(
      { onEvent: onChange, onReconnected: onChange, onSessionInDoubt: onChange },
      { path: `${LIVE_CHAT_PATH}/events` },
    ),
};

const OFF: LiveChatState = { status: "off", navigator: null, messages: [], withinMinutes: 0 };

export type LiveChatStore = ReturnType<typeof createLiveChatStore>;

export function createLiveChatStore(overrides: Partial<LiveChatDeps> = {}) {
  const deps = { ...defaultDeps, ...overrides };
  let state: LiveChatState = OFF;
  let stream: { close(): void } | null = null;
  const listeners = new Set<() => void>();

  function update(patch: Partial<LiveChatState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function stop(status: LiveChatState["status"]) {
    stream?.close();
    stream = null;
    update({ status });
  }

  /** Reads the conversation; a 404 means the chat is over (ended elsewhere, or expired). */
  async function refresh() {
    try {
      const chat = await deps.read();
      update({ navigator: chat.navigator, messages: chat.messages, withinMinutes: chat.within_minutes });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) stop("ended");
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The hand-off opened a chat: show it and listen. */
    async start() {
      update({ status: "open", messages: [], navigator: null });
      stream?.close();
      stream = deps.listen(() => void refresh());
      await refresh();
    },
    /** Sends the visitor's message; false when it could not go (kept in the box to try again). */
    async send(text: string): Promise<boolean> {
      const trimmed = text.trim();
      if (!trimmed || state.status !== "open") return false;
      try {
        const message = await deps.write(trimmed);
        if (!state.messages.some((known) => known.id === message.id)) {
          update({ messages: [...state.messages, message] });
        }
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) stop("ended");
        return false;
      }
    },
    async end() {
      try {
        await deps.end();
      } finally {
        stop("ended");
      }
    },
    dispose() {
      stream?.close();
      stream = null;
    },
  };
}
