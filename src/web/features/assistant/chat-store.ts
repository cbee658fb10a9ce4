/**
 * The chat's behaviour (spec sections 4, 5 and 9), outside React so its timers are in one
 * place and testable with fake time: restore on open, the typed greeting, sending with the
 * anonymous allowance, the typed-out reply, the inactivity reset, and the history.
 * Components read its state through useChatState and call its methods on events.
 */
import type { CSSProperties } from "react";
import type { AssistantReply } from "@shared/api/assistant";
import { ASSISTANT } from "@shared/constants";
import type { SiteLocale } from "@shared/domain/locale";
import {
  isBlocked,
  recordMessage,
  usageBanner,
  type UsageBanner,
  type UsageCounter,
} from "@shared/domain/usage";
import { notify as appNotify } from "@web/lib/toast";
import { askAssistant, AllowanceUsedUpError, declineContact } from "./api";
import { addTurn, contextText, turnsFromMessages } from "./chat-context";
import { historyList, isRestorable, isWorthSaving, newMessageId, newSession } from "./chat-session";
import * as storage from "./chat-storage";
import { createDeviceVault, type ChatPlace, type ChatVault } from "./chat-vault";
import type { ChatEscalation, ChatMessage, ChatSession, ConversationTurn } from "./chat-types";
import { readDanger, type DangerReading } from "@shared/danger/read-danger";
import { fallbackTopic } from "./local-fallback";
import { delayAfter } from "./typing-schedule";

export interface ChatEnvironment {
  signedIn: boolean;
  language: SiteLocale;
  reducedMotion: boolean;
  /** The assistant namespace's t(). */
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export interface ChatState {
  open: boolean;
  /** The saved conversations are being loaded (the first opening on this page). */
  loading: boolean;
  /** The chat has been opened on this page and its saved state is loaded. */
  started: boolean;
  session: ChatSession;
  /** Saved sessions, newest first, the open one left out. */
  history: ChatSession[];
  /** The anonymous allowance's banner (spec sections 2 and 9). */
  banner: UsageBanner;
  fetching: boolean;
  /** The reply being typed out, and how many of its characters show. */
  typing: { id: string; shown: number } | null;
  premiumPrompt: boolean;
  /** The crisis reply whose hand-off dialog is open, or null. */
  handoffFor: string | null;
  /** Where the conversations are kept, as the chat tells the person. */
  place: ChatPlace;
}

export interface ChatStoreDeps {
  now: () => number;
  random: () => number;
  ask: (request: { userInput: string; context: string; locale: string }) => Promise<AssistantReply>;
  declineContact: (caseId: string) => Promise<void>;
  notify: Pick<typeof appNotify, "info" | "error" | "success" | "dismiss">;
  warn: (message: string) => void;
  /** Where the conversations are kept: the account's on the server, a visitor's on this phone. */
  vault: ChatVault;
}

const defaultDeps: Omit<ChatStoreDeps, "vault"> = {
  now: () => Date.now(),
  random: Math.random,
  ask: askAssistant,
  declineContact,
  notify: appNotify,
  // eslint-disable-next-line no-console -- spec section 8: failures are logged, never with the text
  warn: (message) => console.warn(message),
};

/**
 * Short, and at the top of the screen: the crisis card in the chat carries the numbers and
 * the offer of a person, and the toast must never sit over the reply or the input. Closed
 * by a timer of ours, which a finger or pointer resting on it cannot hold open.
 */
const RISK_TOAST_MS = 6_000;
const RISK_TOAST_ID = "assistant-risk";

interface Reply {
  text: string;
  language?: ChatMessage["language"];
  sources?: ChatMessage["sources"];
  searchUsed: boolean;
  highRisk: boolean;
  safetyNote: string | null;
  escalation?: ChatEscalation;
}

export type ChatStore = ReturnType<typeof createChatStore>;

export function createChatStore(overrides: Partial<ChatStoreDeps> = {}) {
  const deps: ChatStoreDeps = { ...defaultDeps, vault: overrides.vault ?? createDeviceVault(), ...overrides };
  let env: ChatEnvironment = {
    signedIn: false,
    language: "en",
    reducedMotion: false,
    translate: (key) => key,
  };
  /** Every saved conversation, the open one included once the person has said something. */
  let savedHistory: Record<string, ChatSession> = {};
  /** The conversation the vault holds as the open one. */
  let vaultCurrentId: string | null = null;
  let disposed = false;
  let restoring: Promise<void> | null = null;
  let turns: ConversationTurn[] = [];
  let lastActivity = 0;
  /**
   * When this visitor last wrote a crisis: no upgrade prompt for an hour after it. Kept in
   * memory only: on a shared phone, nothing stored may say that there was one.
   */
  let crisisAt: number | null = null;
  const timers: Record<
    "greeting" | "typing" | "inactivity" | "riskToast",
    ReturnType<typeof setTimeout> | undefined
  > = {
    greeting: undefined,
    typing: undefined,
    inactivity: undefined,
    riskToast: undefined,
  };
  const listeners = new Set<() => void>();

  let state: ChatState = {
    open: false,
    loading: false,
    started: false,
    session: newSession(deps.now()),
    history: [],
    banner: { kind: "none" },
    fetching: false,
    typing: null,
    premiumPrompt: false,
    handoffFor: null,
    place: deps.vault.place(),
  };

  function update(patch: Partial<ChatState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  const busy = () => state.fetching || state.typing !== null;
  const clear = (timer: keyof typeof timers) => {
    clearTimeout(timers[timer]);
    timers[timer] = undefined;
  };

  // ------------------------------------------------------------------ sessions

  function setSession(session: ChatSession) {
    // A greeting alone is not worth keeping.
    if (isWorthSaving(session)) {
      savedHistory = { ...savedHistory, [session.id]: session };
      deps.vault.save(session, true);
      vaultCurrentId = session.id;
    } else if (vaultCurrentId !== null) {
      deps.vault.release();
      vaultCurrentId = null;
    }
    update({ session, history: historyList(savedHistory, session.id) });
  }

  /** A fresh conversation: no messages, no context, no reply being typed. */
  function startFresh() {
    clear("typing");
    turns = [];
    update({ typing: null });
    setSession(newSession(deps.now()));
    scheduleGreeting();
  }

  /** Loads the saved conversations; the open one comes back if it is under 24 hours old. */
  async function restore() {
    const contents = await deps.vault.load();
    if (disposed) return;
    savedHistory = contents.sessions;
    vaultCurrentId = contents.currentId;
    const saved = contents.currentId ? (contents.sessions[contents.currentId] ?? null) : null;
    const now = deps.now();
    update({ started: true, loading: false });
    if (isRestorable(saved, now)) {
      turns = turnsFromMessages(saved.messages);
      setSession(saved);
      deps.notify.success(env.translate("toasts.restoredTitle"), {
        description: env.translate("toasts.restoredText"),
      });
    } else {
      // An older conversation is not lost: it stays in the history.
      setSession(newSession(now));
    }
    touch();
    scheduleGreeting();
  }

  function changeMessage(id: string, change: (message: ChatMessage) => ChatMessage) {
    const messages = state.session.messages.map((message) => (message.id === id ? change(message) : message));
    setSession({ ...state.session, messages });
  }

  function appendMessage(message: ChatMessage) {
    setSession({
      ...state.session,
      messages: [...state.session.messages, message],
      timestamp: message.timestamp,
    });
    touch();
  }

  // ------------------------------------------------------------------ timers

  function touch() {
    lastActivity = deps.now();
    scheduleInactivity();
  }

  function scheduleInactivity() {
    clear("inactivity");
    if (!state.open || busy()) return;
    const check = () => {
      const idle = deps.now() - lastActivity;
      if (idle < ASSISTANT.inactivityResetMs) {
        timers.inactivity = setTimeout(check, ASSISTANT.inactivityResetMs - idle);
      } else if (state.session.messages.length > 1) {
        // The conversation stays in the history; a new one begins.
        startFresh();
        deps.notify.info(env.translate("toasts.resetTitle"), {
          description: env.translate("toasts.resetText"),
        });
      }
    };
    timers.inactivity = setTimeout(check, ASSISTANT.inactivityResetMs);
  }

  function scheduleGreeting() {
    clear("greeting");
    if (!state.open || state.session.messages.length > 0) return;
    timers.greeting = setTimeout(() => {
      // Still loading the saved conversation: restore() greets once it knows there is none.
      if (!state.started || state.session.messages.length > 0 || busy()) return;
      const greetings = env.translate("greetings", { returnObjects: true }) as unknown;
      const list = Array.isArray(greetings) ? (greetings as string[]) : [];
      const text = list[Math.floor(deps.random() * list.length)] ?? "";
      if (text) showReply({ text, searchUsed: false, highRisk: false, safetyNote: null });
    }, ASSISTANT.greetingDelayMs);
  }

  function typeNext() {
    const typing = state.typing;
    const message = typing && state.session.messages.find((candidate) => candidate.id === typing.id);
    if (!typing || !message || typing.shown >= message.text.length) {
      update({ typing: null });
      touch();
      return;
    }
    update({ typing: { id: typing.id, shown: typing.shown + 1 } });
    timers.typing = setTimeout(typeNext, delayAfter(message.text[typing.shown]));
  }

  /** Adds iCare's message, typed out unless the person prefers less motion; answers its id. */
  function showReply(reply: Reply): string {
    const message: ChatMessage = {
      id: newMessageId(deps.now(), deps.random),
      text: reply.text,
      isUser: false,
      timestamp: deps.now(),
      ...(reply.language ? { language: reply.language } : {}),
      ...(reply.sources && reply.sources.length > 0 ? { sources: reply.sources } : {}),
      searchUsed: reply.searchUsed,
      ...(reply.highRisk ? { highRisk: true } : {}),
      // A crisis has its card; a medium reading's note shows under the reply.
      ...(!reply.highRisk && reply.safetyNote ? { safetyNote: reply.safetyNote } : {}),
      ...(reply.escalation ? { escalation: reply.escalation } : {}),
    };
    appendMessage(message);
    if (!env.reducedMotion) {
      update({ typing: { id: message.id, shown: 0 } });
      timers.typing = setTimeout(typeNext, ASSISTANT.typingMsPerChar);
    }
    return message.id;
  }

  // ------------------------------------------------------------------ sending

  function refreshUsage(usage: UsageCounter | null) {
    update({ banner: usageBanner(usage, deps.now()) });
  }

  /** The server refused: the browser's counter now says so too, until the server's window ends. */
  function usedUp(retryAfterSeconds: number | null): UsageCounter {
    const now = deps.now();
    const remainingMs = retryAfterSeconds === null ? ASSISTANT.anonymousWindowMs : retryAfterSeconds * 1000;
    return {
      count: ASSISTANT.anonymousLimitPerHour,
      timestamp: now - ASSISTANT.anonymousWindowMs + Math.min(remainingMs, ASSISTANT.anonymousWindowMs),
    };
  }

  async function fetchReply(text: string, reading: DangerReading): Promise<Reply | "used_up"> {
    try {
      const answer = await deps.ask({
        userInput: text,
        context: contextText(turns),
        locale: `${env.language}-UG`,
      });
      return {
        text: answer.response,
        language: answer.language,
        sources: answer.sources,
        searchUsed: answer.needs_search,
        highRisk: answer.risk_level === "high",
        safetyNote: answer.safety_note,
        ...(answer.escalation
          ? {
              escalation: {
                caseId: answer.escalation.case_id,
                reach: answer.escalation.reach,
                phoneEnding: answer.escalation.phone_ending,
                withinMinutes: answer.escalation.within_minutes,
              },
            }
          : {}),
      };
    } catch (error) {
      if (error instanceof AllowanceUsedUpError && reading.risk_level !== "high") {
        const usage = usedUp(error.retryAfterSeconds);
        storage.saveUsage(usage);
        refreshUsage(usage);
        return "used_up";
      }
      deps.warn(`iCare could not answer (${error instanceof Error ? error.name : "unknown"})`);
      // Offline too, the browser's copy of the reader answers a crisis with the numbers to call.
      return {
        text: env.translate(`fallback.${fallbackTopic(text, reading)}`),
        searchUsed: false,
        highRisk: reading.risk_level === "high",
        safetyNote: reading.safety_note,
      };
    }
  }

  /** No upgrade prompt in the hour after a crisis: the limit's banner says enough. */
  function offerPremium() {
    const calm = crisisAt !== null && deps.now() - crisisAt < ASSISTANT.anonymousWindowMs;
    if (!calm) update({ premiumPrompt: true });
  }

  /**
   * Sends a message. Answers false when it was not sent (empty, a reply still coming, or
   * the free messages of this hour used up, which opens the premium prompt instead). A
   * crisis is never held back by the free allowance and does not count toward it.
   */
  async function send(input: string): Promise<boolean> {
    const text = input.trim();
    // A message typed while the saved conversation loads is sent once it has.
    if (restoring) await restoring;
    if (!text || busy() || !state.started) return false;
    const now = deps.now();
    const reading = readDanger(text, env.language);
    const crisis = reading.risk_level === "high";
    if (crisis) crisisAt = now;
    if (!env.signedIn && !crisis) {
      const usage = storage.loadUsage();
      if (isBlocked(usage, now)) {
        refreshUsage(usage);
        offerPremium();
        return false;
      }
      const counted = recordMessage(usage, now);
      storage.saveUsage(counted);
      refreshUsage(counted);
    }
    clear("greeting");
    const sessionId = state.session.id;
    appendMessage({ id: newMessageId(now, deps.random), text, isUser: true, timestamp: now });
    update({ fetching: true });
    clear("inactivity");
    const reply = await fetchReply(text, reading);
    update({ fetching: false });
    // The conversation was cleared or replaced while the reply was on its way.
    if (state.session.id !== sessionId) return true;
    if (reply === "used_up") {
      offerPremium();
      touch();
      return true;
    }
    turns = addTurn(turns, {
      userMessage: text,
      aiResponse: reply.text,
      timestamp: deps.now(),
      searchUsed: reply.searchUsed,
      sources: (reply.sources ?? []).flatMap((source) => (source.url ? [source.url] : [])),
    });
    showReply(reply);
    if (reply.highRisk) {
      deps.notify.error(env.translate("toasts.riskTitle"), {
        id: RISK_TOAST_ID,
        description: reply.safetyNote ?? env.translate("toasts.riskDefault"),
        duration: RISK_TOAST_MS,
        position: "top-center",
        // The toaster's red text on pale red falls short of WCAG AA; the theme's red does not.
        style: { "--error-text": "var(--destructive)" } as CSSProperties,
      });
      clear("riskToast");
      timers.riskToast = setTimeout(() => deps.notify.dismiss(RISK_TOAST_ID), RISK_TOAST_MS);
    }
    return true;
  }

  // ------------------------------------------------------------------ the public face

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure(next: ChatEnvironment) {
      env = next;
    },
    opened() {
      if (state.open) return;
      if (!state.loading && !state.started) {
        update({ open: true, loading: true });
        restoring = restore().finally(() => {
          restoring = null;
        });
      } else update({ open: true });
      refreshUsage(storage.loadUsage());
      touch();
      scheduleGreeting();
    },
    /** Closing keeps the conversation (spec section 4): it was saved with each message. */
    closed() {
      if (!state.open) return;
      update({ open: false });
      clear("greeting");
      clear("inactivity");
    },
    send,
    touch,
    openSession(id: string) {
      const session = savedHistory[id];
      if (!session) return;
      clear("typing");
      clear("greeting");
      turns = turnsFromMessages(session.messages);
      update({ typing: null });
      setSession(session);
      touch();
    },
    deleteSession(id: string) {
      const { [id]: _removed, ...rest } = savedHistory;
      savedHistory = rest;
      deps.vault.remove(id);
      update({ history: historyList(savedHistory, state.session.id) });
      deps.notify.success(env.translate("toasts.deletedTitle"), {
        description: env.translate("toasts.deletedText"),
      });
    },
    /** Clears every saved conversation, the open one included: nothing is left. */
    clearAll() {
      savedHistory = {};
      vaultCurrentId = null;
      deps.vault.clear();
      startFresh();
      deps.notify.success(env.translate("toasts.clearedTitle"), {
        description: env.translate("toasts.clearedText"),
      });
    },
    openHandoff(messageId: string) {
      update({ handoffFor: messageId });
    },
    closeHandoff() {
      update({ handoffFor: null });
    },
    handoffSent(messageId: string) {
      changeMessage(messageId, (message) => ({ ...message, handoffSent: true }));
      update({ handoffFor: null });
    },
    /**
     * The person does not want to be contacted about the crisis the team was alerted to.
     * Answers false when it could not be said (offline): the card stays as it was.
     */
    async declineContact(messageId: string): Promise<boolean> {
      const escalation = state.session.messages.find((message) => message.id === messageId)?.escalation;
      if (!escalation || escalation.declined) return true;
      try {
        await deps.declineContact(escalation.caseId);
      } catch {
        deps.notify.error(env.translate("escalation.declineFailedTitle"), {
          description: env.translate("escalation.declineFailedText"),
        });
        return false;
      }
      changeMessage(messageId, (message) =>
        message.escalation ? { ...message, escalation: { ...message.escalation, declined: true } } : message,
      );
      return true;
    },
    /** A visitor keeps their conversations on this phone (encrypted), or only for this visit. */
    async setKeepOnDevice(keep: boolean) {
      if (!deps.vault.setKeep) return;
      const moving = deps.vault.setKeep(keep);
      // The choice shows at once; the conversations move behind it.
      update({ place: deps.vault.place() });
      await moving;
    },
    dismissPremium() {
      update({ premiumPrompt: false });
    },
    /** Stops every timer; opening again starts them anew. */
    dispose() {
      disposed = true;
      clear("greeting");
      clear("typing");
      clear("inactivity");
      state = { ...state, open: false, typing: null };
    },
  };
}
