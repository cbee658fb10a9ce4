/**
 * The conversation as a polite live log. A reply being typed out is announced once, whole
 * (the visible letters are hidden from screen readers); "iCare is typing" is announced
 * once by its own status region.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "@web/lib/i18n";
import type { ChatMessage } from "../chat-types";
import type { ChatState } from "../chat-store";
import { MessageBubble } from "./message-bubble";
import type { CrisisActions } from "./crisis-card";
import { TypingIndicator } from "./typing-indicator";
import { LiveChatSection } from "./live-chat-section";
import type { LiveChatState } from "../live-chat-store";

interface MessageListProps {
  messages: ChatMessage[];
  typing: ChatState["typing"];
  fetching: boolean;
  crisisActions: CrisisActions;
  live: LiveChatState;
  onEndLive: () => void;
}

export function MessageList({
  messages,
  typing,
  fetching,
  crisisActions,
  live,
  onEndLive,
}: MessageListProps) {
  const { t } = useTranslation("assistant");
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the conversation as it grows, a letter at a time while a reply is typed.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, typing?.shown, fetching, live.messages.length, live.status]);

  return (
    <div
      ref={scroller}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="flex-1 overflow-y-auto bg-muted/50 px-3 py-4 outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t("panel.title")}>
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              shownLength={typing?.id === message.id ? typing.shown : null}
              crisisActions={crisisActions}
            />
          ))}
        </ol>
        <LiveChatSection live={live} onEnd={onEndLive} />
      </div>
      <div role="status" className="mt-3 empty:hidden">
        {fetching ? <TypingIndicator label={t("messages.typing")} /> : null}
      </div>
    </div>
  );
}
