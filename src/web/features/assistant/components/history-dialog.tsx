/**
 * Chat History (spec section 2): the conversations saved on this device, newest first,
 * each with its relative date, message count and a 50-character preview; delete one, or
 * clear everything.
 */
import { MessagesSquare, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { chatHistoryDate, type ChatHistoryDate } from "@shared/domain/time";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { previewOf } from "../chat-session";
import type { ChatSession } from "../chat-types";

interface HistoryDialogProps {
  /** When the dialog was opened ("Today" and "Yesterday" are read against it), or null when closed. */
  openedAt: number | null;
  onOpenChange: (open: boolean) => void;
  sessions: ChatSession[];
  /** The open conversation counts as something to clear. */
  hasCurrentChat: boolean;
  onOpenSession: (id: string) => void;
  onDeleteSession: (id: string) => void;
  onClearAll: () => void;
}

function useHistoryDate() {
  const { t, i18n } = useTranslation("assistant");
  return (value: ChatHistoryDate) => {
    switch (value.kind) {
      case "today":
        return t("history.today", { time: value.time });
      case "yesterday":
        return t("history.yesterday", { time: value.time });
      case "days_ago":
        return t("history.daysAgo", { count: value.days });
      case "date": {
        const [year = 1970, month = 1, day = 1] = value.date.split("-").map(Number);
        // Day before month, as in Uganda, in both languages.
        return new Intl.DateTimeFormat(i18n.resolvedLanguage === "sw" ? "sw" : "en-GB", {
          day: "numeric",
          month: "short",
          year: "numeric",
          timeZone: "UTC",
        }).format(Date.UTC(year, month - 1, day));
      }
    }
  };
}

export function HistoryDialog(props: HistoryDialogProps) {
  const { openedAt, onOpenChange, sessions, hasCurrentChat, onOpenSession, onDeleteSession, onClearAll } =
    props;
  const { t } = useTranslation("assistant");
  const formatDate = useHistoryDate();
  const now = openedAt ?? 0;

  return (
    <Dialog open={openedAt !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("history.title")}</DialogTitle>
          <DialogDescription>{t("history.description")}</DialogDescription>
        </DialogHeader>
        {sessions.length === 0 ? (
          <div
            className="flex flex-col items-center gap-2 py-8 text-center"
            data-testid="assistant-history-empty"
          >
            <MessagesSquare className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t("history.emptyTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("history.emptyText")}</p>
          </div>
        ) : (
          <ul
            className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto"
            data-testid="assistant-history-list"
          >
            {sessions.map((session) => {
              const date = formatDate(chatHistoryDate(session.timestamp, now));
              return (
                <li key={session.id} className="flex items-stretch gap-1 rounded-lg border bg-card">
                  <button
                    type="button"
                    className="min-w-0 flex-1 rounded-lg p-3 text-left hover:bg-muted"
                    onClick={() => onOpenSession(session.id)}
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="text-sm font-medium">{date}</span>{" "}
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {t("history.messageCount", { count: session.messages.length })}
                      </span>
                    </span>{" "}
                    <span className="mt-1 block truncate text-sm text-muted-foreground">
                      {previewOf(session)}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-auto shrink-0 text-muted-foreground hover:text-destructive"
                    onClick={() => onDeleteSession(session.id)}
                    aria-label={t("history.delete", { date })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {sessions.length > 0 || hasCurrentChat ? (
          <Button
            variant="outline"
            className="border-destructive/50 text-destructive hover:bg-destructive/10"
            onClick={() => {
              onClearAll();
              onOpenChange(false);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t("history.clearAll")}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
