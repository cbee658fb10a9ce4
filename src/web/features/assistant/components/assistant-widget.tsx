/**
 * The iCare chat (spec section 2), loaded lazily by the launcher: the hint bubble, the
 * panel, and the history, premium and hand-off dialogs. The chat's state lives in one
 * store per page, so closing the panel keeps the conversation.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useAuth } from "@web/lib/auth";
import { forgetLegacyTraces } from "@web/lib/legacy-traces";
import { runAfterLoad } from "@web/lib/run-after-load";
import { prepareDangerReader } from "@shared/danger/read-danger";
import { createChatStore, type ChatStore } from "../chat-store";
import { createLiveChatStore, type LiveChatStore } from "../live-chat-store";
import { createAccountVault, createDeviceVault } from "../chat-vault";
import { useChatState } from "../hooks/use-chat-state";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { ChatPanel } from "./chat-panel";
import { HintBubble } from "./hint-bubble";
import { HistoryDialog } from "./history-dialog";
import { PremiumPromptDialog } from "./premium-prompt-dialog";
import { HandoffDialog } from "./handoff-dialog";
import type { CrisisActions } from "./crisis-card";

export interface AssistantWidgetProps {
  open: boolean;
  /** On the portals where the chat button is hidden (spec section 2). */
  hidden: boolean;
  pageStartedAt: number;
  onOpen: () => void;
  onClose: () => void;
}

/** A chat per account: a signed-in person's lives in their account, a visitor's on this phone. */
function newStore(account: string | null): ChatStore {
  return createChatStore({ vault: account ? createAccountVault() : createDeviceVault() });
}

/**
 * One store per person: signing in, out or as someone else starts a new one, so nobody
 * sees the conversation of whoever used the phone before.
 */
function useAccountStore(account: string | null): ChatStore {
  const [current, setCurrent] = useState(() => ({ account, store: newStore(account) }));
  if (current.account !== account) setCurrent({ account, store: newStore(account) });
  const { store } = current;
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/** A visitor's live chat lives as long as their chat store: a new person starts without one. */
function useLiveChatStore(chat: ChatStore): LiveChatStore {
  const [current, setCurrent] = useState(() => ({ chat, live: createLiveChatStore() }));
  if (current.chat !== chat) setCurrent({ chat, live: createLiveChatStore() });
  const { live } = current;
  useEffect(() => () => live.dispose(), [live]);
  return live;
}

export default function AssistantWidget({
  open,
  hidden,
  pageStartedAt,
  onOpen,
  onClose,
}: AssistantWidgetProps) {
  const { t, language } = useTranslation("assistant");
  const { isAuthenticated, user, me } = useAuth();
  const reducedMotion = usePrefersReducedMotion();
  const store = useAccountStore(user?.id ?? null);
  const state = useChatState(store);
  const liveStore = useLiveChatStore(store);
  const live = useSyncExternalStore(liveStore.subscribe, liveStore.getState, liveStore.getState);
  const [historyOpenedAt, setHistoryOpenedAt] = useState<number | null>(null);
  const historyButton = useRef<HTMLButtonElement>(null);

  useEffect(forgetLegacyTraces, []);
  // The reader of danger's rules, compiled in an idle moment of their own rather than with the
  // chat's code (a task ten times as long on a cheap phone), and before the first message.
  useEffect(() => runAfterLoad(prepareDangerReader), []);
  useEffect(() => {
    store.configure({ signedIn: isAuthenticated, language, reducedMotion, translate: t });
  });
  useEffect(() => {
    if (open) store.opened();
    else store.closed();
  }, [open, store]);

  const crisisActions: CrisisActions = {
    requestPerson: store.openHandoff,
    declineContact: store.declineContact,
  };
  const dialogOpen = historyOpenedAt !== null || state.premiumPrompt || state.handoffFor !== null;
  return (
    <>
      <HintBubble
        enabled={!open && !hidden && !state.started}
        pageStartedAt={pageStartedAt}
        onOpen={onOpen}
      />
      {open ? (
        <ChatPanel
          historyButtonRef={historyButton}
          state={state}
          store={store}
          signedIn={isAuthenticated}
          dialogOpen={dialogOpen}
          onClose={onClose}
          onOpenHistory={() => setHistoryOpenedAt(Date.now())}
          crisisActions={crisisActions}
          live={live}
          liveStore={liveStore}
        />
      ) : null}
      <HistoryDialog
        openedAt={historyOpenedAt}
        onOpenChange={(open) => setHistoryOpenedAt(open ? Date.now() : null)}
        returnFocus={() => historyButton.current?.focus()}
        sessions={state.history}
        place={state.place}
        onKeepChange={(keep) => void store.setKeepOnDevice(keep)}
        hasCurrentChat={state.session.messages.some((message) => message.isUser)}
        onOpenSession={(id) => {
          store.openSession(id);
          setHistoryOpenedAt(null);
        }}
        onDeleteSession={store.deleteSession}
        onClearAll={store.clearAll}
      />
      <PremiumPromptDialog open={state.premiumPrompt} onDismiss={store.dismissPremium} />
      <HandoffDialog
        messageId={state.handoffFor}
        messages={state.session.messages}
        account={isAuthenticated ? { region: me?.profile.region ?? null } : null}
        onClose={store.closeHandoff}
        onSent={(messageId, liveChat) => {
          store.handoffSent(messageId);
          if (liveChat) void liveStore.start();
        }}
      />
    </>
  );
}
