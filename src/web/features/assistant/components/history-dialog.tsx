/**
 * Chat History (spec section 2): the saved conversations, newest first, each with its
 * relative date, message count and a 50-character preview; delete one, or clear
 * everything. It says where they are kept; a visitor chooses whether this phone keeps
 * them after the visit (docs/decisions/053).
 */
import { MessagesSquare, Trash2 } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { historyDate } from "@web/lib/dates";
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
import type { ChatPlace } from "../chat-vault";

interface HistoryDialogProps {
  /** When the dialog was opened ("Today" and "Yesterday" are read against it), or null when closed. */
  openedAt: number | null;
  onOpenChange: (open: boolean) => void;
  sessions: ChatSession[];
  place: ChatPlace;
  onKeepChange: (keep: boolean) => void;
  /** Back into the chat when the dialog closes, so Escape and Tab go on from there. */
  returnFocus: () => void;
  /** The open conversation counts as something to clear. */
  hasCurrentChat: boolean;
  onOpenSession: (id: string) => void;
  onDeleteSession: (id: string) => void;
  onClearAll: () => void;
}

const PLACE_DESCRIPTIONS = {
  account: "history.inAccount",
  visit: "history.forThisVisit",
  kept: "history.keptOnPhone",
} as const satisfies Record<ChatPlace, string>;

function useHistoryDate() {
  const { t, language } = useTranslation("assistant");
  // Today and yesterday are Kampala days; the time and date in lib/dates' formats.
  return (at: number, now: number) => {
    const value = historyDate(at, now, language);
    switch (value.kind) {
      case "today":
        return t("history.today", { time: value.time });
      case "yesterday":
        return t("history.yesterday", { time: value.time });
      case "days_ago":
        return t("history.daysAgo", { count: value.days });
      case "date":
        return value.date;
    }
  };
}

export function HistoryDialog(props: HistoryDialogProps) {
  const { openedAt, onOpenChange, returnFocus, sessions, place, onKeepChange, hasCurrentChat } = props;
  const { onOpenSession, onDeleteSession, onClearAll } = props;
  const { t } = useTranslation("assistant");
  const formatDate = useHistoryDate();
  const now = openedAt ?? 0;

  return (
    <Dialog open={openedAt !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("history.title")}</DialogTitle>
          <DialogDescription>{t(PLACE_DESCRIPTIONS[place])}</DialogDescription>
        </DialogHeader>
        {place === "account" ? null : (
          <label className="flex items-start gap-3 rounded-lg border p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
              checked={place === "kept"}
              onChange={(event) => onKeepChange(event.target.checked)}
            />
            <span>{t("history.keepOnPhone")}</span>
          </label>
        )}
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
              const date = formatDate(session.timestamp, now);
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
