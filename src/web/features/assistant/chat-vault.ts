/**
 * Where the chat keeps its conversations (docs/decisions/053):
 * - a signed-in person's live in their account on the server, never on the phone;
 * - a visitor's stay in session storage for this visit only (gone when the tab closes),
 *   unless they choose to keep them on this phone: then they are encrypted in local
 *   storage with a key the browser will not hand out (chat-sealing.ts).
 * All three hold the same thing: conversations by id, and which one is open.
 */
import { CHAT_HISTORY_LIMITS, chatHistoryResponseSchema } from "@shared/api/chat-history";
import { STORAGE_KEYS } from "@shared/constants";
import { api, ApiError, readAnswer, withBody, type Api } from "@web/lib/api";
import { asSession } from "./chat-storage";
import type { ChatSession } from "./chat-types";
import { openChatSeal, type ChatSeal } from "./chat-sealing";

export interface ChatVaultContents {
  currentId: string | null;
  sessions: Record<string, ChatSession>;
}

/** Where the conversations are: the chat tells the person (panel.privacy*). */
export type ChatPlace = "account" | "visit" | "kept";

export interface ChatVault {
  place(): ChatPlace;
  load(): Promise<ChatVaultContents>;
  /** Saves a conversation whole; `current` marks it as the open one. */
  save(session: ChatSession, current: boolean): void;
  /** No conversation is open (a new one with nothing said yet). */
  release(): void;
  remove(id: string): void;
  clear(): void;
  /** A visitor's vault only: keep the conversations on this phone (sealed), or for the visit. */
  setKeep?(keep: boolean): Promise<void>;
}

const empty = (): ChatVaultContents => ({ currentId: null, sessions: {} });

function parseContents(value: unknown): ChatVaultContents {
  if (typeof value !== "object" || value === null) return empty();
  const { currentId, sessions } = value as { currentId?: unknown; sessions?: unknown };
  const parsed: Record<string, ChatSession> = {};
  if (typeof sessions === "object" && sessions !== null) {
    for (const candidate of Object.values(sessions)) {
      const session = asSession(candidate);
      if (session) parsed[session.id] = session;
    }
  }
  return {
    currentId: typeof currentId === "string" && parsed[currentId] ? currentId : null,
    sessions: parsed,
  };
}

/** Applies the vault's operations to contents held in memory. */
function applyTo(contents: ChatVaultContents) {
  return {
    save(session: ChatSession, current: boolean) {
      contents.sessions = { ...contents.sessions, [session.id]: session };
      if (current) contents.currentId = session.id;
    },
    release() {
      contents.currentId = null;
    },
    remove(id: string) {
      const { [id]: _removed, ...rest } = contents.sessions;
      contents.sessions = rest;
      if (contents.currentId === id) contents.currentId = null;
    },
    clear() {
      contents.sessions = {};
      contents.currentId = null;
    },
  };
}

/** Holds everything in memory: the tests' vault. */
export function createMemoryVault(initial: ChatVaultContents = empty()): ChatVault & {
  contents: ChatVaultContents;
} {
  const contents = { currentId: initial.currentId, sessions: { ...initial.sessions } };
  return { contents, place: () => "visit", load: async () => ({ ...contents }), ...applyTo(contents) };
}

// ---------------------------------------------------------------- this phone

/** Where a device vault's contents are written: plain for the visit, or sealed to keep. */
export interface DeviceBacking {
  read(): Promise<unknown>;
  write(contents: ChatVaultContents | null): Promise<void>;
}

export function visitBacking(storage: () => Storage = () => sessionStorage): DeviceBacking {
  return {
    async read() {
      try {
        return JSON.parse(storage().getItem(STORAGE_KEYS.chatVisit) ?? "null");
      } catch {
        return null;
      }
    },
    async write(contents) {
      try {
        if (contents && Object.keys(contents.sessions).length > 0)
          storage().setItem(STORAGE_KEYS.chatVisit, JSON.stringify(contents));
        else storage().removeItem(STORAGE_KEYS.chatVisit);
      } catch {
        // Full or blocked storage: the conversation lives for this page only.
      }
    },
  };
}

export function keptBacking(
  openSeal: () => Promise<ChatSeal> = openChatSeal,
  storage: () => Storage = () => localStorage,
): DeviceBacking {
  // Opened once per vault; a failure (no IndexedDB) is tried again next time.
  let opening: Promise<ChatSeal> | null = null;
  const seal = () =>
    (opening ??= openSeal().catch((error: unknown) => {
      opening = null;
      throw error;
    }));
  return {
    async read() {
      const sealed = storage().getItem(STORAGE_KEYS.chatKept);
      if (!sealed) return null;
      try {
        return JSON.parse(await (await seal()).open(sealed));
      } catch {
        // The key is gone (site data partly cleared) or the value altered: unreadable, so dropped.
        storage().removeItem(STORAGE_KEYS.chatKept);
        return null;
      }
    },
    async write(contents) {
      try {
        if (contents && Object.keys(contents.sessions).length > 0)
          storage().setItem(STORAGE_KEYS.chatKept, await (await seal()).close(JSON.stringify(contents)));
        else storage().removeItem(STORAGE_KEYS.chatKept);
      } catch {
        // No key store or no space: the conversation lives for this page only.
      }
    },
  };
}

/** The visitor chose to keep conversations on this phone. */
export function keepsChatsOnDevice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.chatKeep) === "1";
  } catch {
    return false;
  }
}

function rememberKeepChoice(keep: boolean) {
  try {
    if (keep) localStorage.setItem(STORAGE_KEYS.chatKeep, "1");
    else localStorage.removeItem(STORAGE_KEYS.chatKeep);
  } catch {
    // Storage blocked: nothing can be kept anyway.
  }
}

export interface DeviceVault extends ChatVault {
  /** Moves the conversations to the kept (sealed) store, or back to this visit's only. */
  setKeep(keep: boolean): Promise<void>;
}

export function createDeviceVault({
  visit = visitBacking(),
  kept = keptBacking(),
  keep = keepsChatsOnDevice(),
}: { visit?: DeviceBacking; kept?: DeviceBacking; keep?: boolean } = {}): DeviceVault {
  const contents = empty();
  const operations = applyTo(contents);
  let keeping = keep;
  // Writes run one after another, each with the contents as they are when it runs.
  let writing: Promise<void> = Promise.resolve();
  const persist = () => {
    writing = writing.then(() => (keeping ? kept : visit).write({ ...contents }));
  };
  const after =
    <A extends unknown[]>(operation: (...args: A) => void) =>
    (...args: A) => {
      operation(...args);
      persist();
    };

  return {
    place: () => (keeping ? "kept" : "visit"),
    async load() {
      const stored = parseContents(await (keeping ? kept : visit).read());
      Object.assign(contents, stored);
      return { ...contents };
    },
    save: after(operations.save),
    release: after(operations.release),
    remove: after(operations.remove),
    clear: after(operations.clear),
    async setKeep(next) {
      if (next === keeping) return;
      const from = keeping ? kept : visit;
      keeping = next;
      rememberKeepChoice(next);
      persist();
      writing = writing.then(() => from.write(null));
      await writing;
    },
  };
}

// ---------------------------------------------------------------- the account

type Operation =
  | { kind: "save"; session: ChatSession; current: boolean }
  | { kind: "release" }
  | { kind: "remove"; id: string }
  | { kind: "clear" };

const RETRY_AFTER_MS = 15_000;

/** What the server accepts: the newest messages, each within its limits. */
export function withinLimits(session: ChatSession): ChatSession {
  const limits = CHAT_HISTORY_LIMITS;
  const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
  return {
    ...session,
    messages: session.messages.slice(-limits.messagesPerSession).map((message) => ({
      ...message,
      text: clip(message.text, limits.messageMaxChars),
      ...(message.sources
        ? {
            sources: message.sources.slice(0, limits.sourcesPerMessage).map((source) => ({
              title: clip(source.title, limits.sourceMaxChars),
              url: source.url && source.url.length <= limits.sourceMaxChars ? source.url : null,
              content: clip(source.content, limits.sourceMaxChars),
            })),
          }
        : {}),
    })),
  };
}

export interface AccountVaultDeps {
  api: Api;
  warn: (message: string) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  onOnline: (run: () => void) => () => void;
}

const browserDeps: AccountVaultDeps = {
  api,
  // eslint-disable-next-line no-console -- never with the conversation's text
  warn: (message) => console.warn(message),
  setTimer: (run, ms) => setTimeout(run, ms),
  onOnline: (run) => {
    window.addEventListener("online", run);
    return () => window.removeEventListener("online", run);
  },
};

/**
 * The account's conversations on the server. Changes are sent in order, one at a time;
 * without a connection they wait (in this page's memory only) and go when it returns.
 */
export function createAccountVault(overrides: Partial<AccountVaultDeps> = {}): ChatVault {
  const deps = { ...browserDeps, ...overrides };
  const pending: Operation[] = [];
  let sending = false;
  let retryTimer: unknown = null;
  // Listened for only while something waits, so a vault holds nothing once its work is done.
  let stopListening: (() => void) | null = null;

  function retryLater() {
    stopListening ??= deps.onOnline(() => void pump());
    retryTimer ??= deps.setTimer(() => {
      retryTimer = null;
      void pump();
    }, RETRY_AFTER_MS);
  }

  const history = deps.api["chat-history"];

  function request(operation: Operation): Promise<Response> {
    switch (operation.kind) {
      case "save": {
        const { id, messages, timestamp } = withinLimits(operation.session);
        return history[":id"].$put(
          withBody({ param: { id } }, { messages, timestamp, current: operation.current }),
        );
      }
      case "release":
        return history.current.$delete();
      case "remove":
        return history[":id"].$delete({ param: { id: operation.id } });
      case "clear":
        return history.$delete();
    }
  }

  async function pump() {
    if (sending) return;
    sending = true;
    try {
      while (pending.length > 0) {
        const operation = pending[0]!;
        let response: Response;
        try {
          response = await request(operation);
        } catch {
          // No connection: try again when it returns, or in a while on a weak signal.
          retryLater();
          return;
        }
        if (response.status >= 500 || response.status === 429) {
          retryLater();
          return;
        }
        // Signed out meanwhile (401) or refused: nothing a retry would change.
        if (!response.ok) deps.warn(`chat history: ${operation.kind} refused (${response.status})`);
        pending.shift();
      }
      stopListening?.();
      stopListening = null;
    } finally {
      sending = false;
    }
  }

  function enqueue(operation: Operation) {
    // Only the newest version of a conversation needs to travel.
    if (operation.kind === "save") {
      const older = pending.findIndex(
        (waiting, index) =>
          index > 0 && waiting.kind === "save" && waiting.session.id === operation.session.id,
      );
      if (older !== -1) pending.splice(older, 1);
    }
    pending.push(operation);
    // While waiting for the connection, the next try is the `online` event's or the timer's.
    if (!stopListening) void pump();
  }

  return {
    place: () => "account",
    async load() {
      try {
        const body = await readAnswer(
          history.$get(undefined, { init: { cache: "no-store" } }),
          chatHistoryResponseSchema,
        );
        const sessions: Record<string, ChatSession> = {};
        for (const candidate of body.sessions) {
          const session = asSession(candidate);
          if (session) sessions[session.id] = session;
        }
        const currentId = body.current_id && sessions[body.current_id] ? body.current_id : null;
        return { currentId, sessions };
      } catch (error) {
        deps.warn(
          `chat history could not be loaded (${error instanceof ApiError ? error.status : "offline"})`,
        );
        return empty();
      }
    },
    save: (session, current) => enqueue({ kind: "save", session, current }),
    release: () => enqueue({ kind: "release" }),
    remove: (id) => enqueue({ kind: "remove", id }),
    clear: () => enqueue({ kind: "clear" }),
  };
}
