/**
 * The open chat: header, the remaining-messages banner, the conversation and the input.
 * A non-modal dialog: focus moves into it on open, Escape closes it, and the launcher
 * takes focus back on close.
 */
import { useId, useLayoutEffect, useRef, type Ref } from "react";
import { useTranslation } from "@web/lib/i18n";
import { notify } from "@web/lib/toast";
import type { ChatState, ChatStore } from "../chat-store";
import { ChatHeader } from "./chat-header";
import { UsageBanner } from "./usage-banner";
import { MessageList } from "./message-list";
import type { CrisisActions } from "./crisis-card";
import { ChatInput } from "./chat-input";
import type { LiveChatState, LiveChatStore } from "../live-chat-store";

interface ChatPanelProps {
  historyButtonRef: Ref<HTMLButtonElement>;
  state: ChatState;
  store: ChatStore;
  signedIn: boolean;
  /** A dialog over the panel handles Escape itself. */
  dialogOpen: boolean;
  onClose: () => void;
  onOpenHistory: () => void;
  crisisActions: CrisisActions;
  live: LiveChatState;
  liveStore: LiveChatStore;
}

export function ChatPanel({
  historyButtonRef,
  state,
  store,
  signedIn,
  dialogOpen,
  onClose,
  onOpenHistory,
  crisisActions,
  live,
  liveStore,
}: ChatPanelProps) {
  const { t } = useTranslation("assistant");
  const titleId = useId();
  const subtitleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Put on as the render is committed, not a frame later: an Escape that comes just after a
  // dialog over the panel closed must find it closed.
  useLayoutEffect(() => {
    // Escape from inside the panel, or from nowhere: a press on its text, or a dialog over it
    // that just closed, leaves focus on the page's body.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || dialogOpen) return;
      const target = event.target as Node;
      if (target === document.body || panel.current?.contains(target)) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dialogOpen, onClose]);

  const busy = state.fetching || state.typing !== null;
  // While a live chat is open, what the visitor writes goes to the navigator.
  const talking = live.status === "open";
  const sendToNavigator = async (text: string) => {
    const sent = await liveStore.send(text);
    if (!sent && liveStore.getState().status === "open") {
      notify.error(t("live.sendFailedTitle"), { description: t("live.sendFailedText") });
    }
    return sent;
  };
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      data-testid="assistant-panel"
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-background text-foreground shadow-2xl sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(40rem,calc(100dvh-2rem))] sm:w-[24rem] sm:rounded-2xl sm:border"
    >
      <ChatHeader
        titleId={titleId}
        subtitleId={subtitleId}
        signedIn={signedIn}
        historyButtonRef={historyButtonRef}
        onOpenHistory={onOpenHistory}
        onClose={onClose}
      />
      {signedIn ? null : <UsageBanner banner={state.banner} />}
      <MessageList
        messages={state.session.messages}
        typing={state.typing}
        fetching={state.fetching}
        crisisActions={crisisActions}
        live={live}
        onEndLive={() => void liveStore.end()}
      />
      <ChatInput
        busy={busy}
        fetching={state.fetching}
        signedIn={signedIn}
        place={state.place}
        onSend={talking ? sendToNavigator : store.send}
        onActivity={store.touch}
        toPerson={talking}
      />
    </div>
  );
}
