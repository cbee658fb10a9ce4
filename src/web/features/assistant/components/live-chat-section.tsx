import { MessagesSquare } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";
import { formatTime } from "@web/lib/dates";
import type { LiveChatState } from "../live-chat-store";

/**
 * A visitor's live chat with a peer navigator, under iCare's conversation (decision 060):
 * who is there (or that someone is coming, and when), both sides' messages, and the way
 * to end it. Inside the chat's live log, so each new message is announced.
 */
export function LiveChatSection({ live, onEnd }: { live: LiveChatState; onEnd: () => void }) {
  const { t, language } = useTranslation("assistant");
  if (live.status === "off") return null;
  const within =
    live.withinMinutes === 60
      ? t("escalation.withinHour")
      : t("escalation.withinMinutes", { count: live.withinMinutes });
  const status =
    live.status === "ended"
      ? t("live.ended")
      : live.navigator
        ? t("live.joined", { name: live.navigator })
        : t("live.waiting", { within });
  return (
    <section
      aria-label={t("live.label")}
      className="mt-3 rounded-xl border border-primary/40 bg-card p-3 text-sm"
      data-testid="assistant-live-chat"
    >
      <div className="flex items-center gap-2">
        <MessagesSquare className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <p className="flex-1 font-semibold">{t("live.label")}</p>
        {live.status === "open" ? (
          <Button variant="outline" size="sm" onClick={onEnd}>
            {t("live.end")}
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-muted-foreground">{status}</p>
      {live.messages.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-2">
          {live.messages.map((message) => {
            const mine = message.from === "you";
            const speaker = mine ? t("messages.you") : (message.author_name ?? t("live.navigator"));
            return (
              <li key={message.id} className={mine ? "flex flex-col items-end" : "flex flex-col items-start"}>
                <span className={mine ? "sr-only" : "px-1 text-xs font-medium"}>
                  {speaker}
                  <span className="sr-only">: </span>
                </span>
                <p
                  className={
                    mine
                      ? "max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 whitespace-pre-wrap text-primary-foreground"
                      : "max-w-[85%] rounded-2xl rounded-bl-sm border bg-background px-3.5 py-2 whitespace-pre-wrap"
                  }
                >
                  {message.text}
                </p>
                <span className="mt-1 px-1 text-[0.6875rem] text-muted-foreground">
                  {formatTime(new Date(message.at).getTime(), language)}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
