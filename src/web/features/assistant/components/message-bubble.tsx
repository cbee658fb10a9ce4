import { memo } from "react";
import { useTranslation } from "@web/lib/i18n";
import { formatTime } from "@web/lib/dates";
import type { ChatMessage } from "../chat-types";
import { ICareAvatar } from "./icare-avatar";
import { MessageSources } from "./message-sources";
import { CrisisCard, type CrisisActions } from "./crisis-card";

interface MessageBubbleProps {
  message: ChatMessage;
  /** While this reply is typed out: how many characters show; otherwise null. */
  shownLength: number | null;
  crisisActions: CrisisActions;
}

/** One message; memoised, so typing a reply re-renders that reply alone. */
export const MessageBubble = memo(function MessageBubble({
  message,
  shownLength,
  crisisActions,
}: MessageBubbleProps) {
  const { t, language } = useTranslation("assistant");
  const time = formatTime(message.timestamp, language);
  const typing = shownLength !== null;
  const speaker = message.isUser ? t("messages.you") : t("messages.icare");

  if (message.isUser) {
    return (
      <li className="flex flex-col items-end" data-testid="assistant-message-user">
        <span className="sr-only">{speaker}: </span>
        <p
          data-testid="assistant-message-text"
          className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground"
        >
          {message.text}
        </p>
        <span className="mt-1 px-1 text-[0.6875rem] text-muted-foreground">{time}</span>
      </li>
    );
  }
  return (
    <li className="flex items-end gap-2" data-testid="assistant-message-icare">
      <ICareAvatar className="mb-5 size-7 bg-primary text-primary-foreground" />
      <div className="flex max-w-[85%] min-w-0 flex-col items-start">
        <span className="sr-only">{speaker}: </span>
        <div className="rounded-2xl rounded-bl-sm border bg-card px-3.5 py-2 text-sm text-card-foreground">
          {/* A reply in the question's language, not the site's, is read out in that language. */}
          {typing ? (
            <p className="whitespace-pre-wrap" lang={message.language}>
              {/* Announced once, whole; the letters appearing are only for the eye. */}
              <span className="sr-only">{message.text}</span>
              <span aria-hidden="true" data-testid="assistant-typing-text">
                {message.text.slice(0, shownLength)}
              </span>
            </p>
          ) : (
            <p className="whitespace-pre-wrap" lang={message.language} data-testid="assistant-message-text">
              {message.text}
            </p>
          )}
          {!typing && message.sources ? (
            <MessageSources sources={message.sources} replyText={message.text} />
          ) : null}
        </div>
        <span className="mt-1 px-1 text-[0.6875rem] text-muted-foreground">{time}</span>
        {!typing && message.safetyNote ? (
          <p
            className="mt-2 rounded-xl border border-primary/40 bg-card p-3 text-sm"
            data-testid="assistant-safety-note"
          >
            <span className="font-semibold">{t("crisis.noteLabel")}: </span>
            {message.safetyNote}
          </p>
        ) : null}
        {message.highRisk ? <CrisisCard message={message} actions={crisisActions} /> : null}
      </div>
    </li>
  );
});
