import { useTranslation } from "@web/lib/i18n";
import {
  ArrowRightLeft,
  CheckCheck,
  CircleDot,
  FileText,
  Hand,
  Info,
  LockKeyhole,
  MessageCircleOff,
  PhoneOff,
  Undo2,
  UserX,
  Waves,
  type LucideIcon,
} from "lucide-react";
import type { CaseDetail, CaseEvent, CaseEventCode } from "@shared/api/cases";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { eventNamesAuthor, eventText, type NameOf } from "../case-text";

const EVENT_ICONS: Record<CaseEventCode, LucideIcon> = {
  opened: CircleDot,
  application: FileText,
  assigned: Hand,
  unassigned: Undo2,
  state: ArrowRightLeft,
  reviewed: CheckCheck,
  account_closed: UserX,
  number_erased: UserX,
  contact_declined: PhoneOff,
  chat_ended: MessageCircleOff,
  possible_flood: Waves,
};

function When({ at }: { at: string }) {
  const { language } = useTranslation("cases");
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDateTime(at, language)}
    </time>
  );
}

function Message({ event, clientName }: { event: CaseEvent; clientName: string }) {
  const { t } = useTranslation("cases");
  const text = event.text ?? "";
  if (event.kind === "note") {
    return (
      <div
        data-kind="note"
        className="grid gap-1.5 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-amber-950 dark:border-amber-400/70 dark:bg-amber-950/40 dark:text-amber-50"
      >
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs font-semibold">
          <LockKeyhole className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{t("thread.noteLabel")}</span>
        </p>
        <p className="whitespace-pre-line break-words">{text}</p>
        <p className="flex flex-wrap justify-between gap-x-3 text-xs text-amber-900 dark:text-amber-100/80">
          <span>{event.author_name ?? t("thread.someone")}</span>
          <When at={event.at} />
        </p>
      </div>
    );
  }
  const fromClient = event.kind === "client";
  return (
    <div
      data-kind={event.kind}
      className={cn(
        "grid max-w-[min(36rem,92%)] gap-1.5 rounded-lg border p-3",
        fromClient ? "justify-self-start bg-muted" : "justify-self-end border-primary/30 bg-secondary",
      )}
    >
      <p className="text-xs font-semibold">
        {fromClient
          ? t("thread.clientWrote", { name: event.author_name ?? clientName })
          : t("thread.replied", {
              name: event.author_name ?? t("thread.someone"),
              // Every reply is stored with the channel it went by.
              channel: t(`channelsVia.${event.channel ?? "in_app"}`),
            })}
      </p>
      <p className="whitespace-pre-line break-words">{text}</p>
      <p className="text-xs text-muted-foreground">
        <When at={event.at} />
      </p>
    </div>
  );
}

function SystemLine({ event, nameOf }: { event: CaseEvent; nameOf: NameOf }) {
  const { t } = useTranslation("cases");
  const Icon = event.code ? EVENT_ICONS[event.code] : Info;
  const showAuthor = event.author_name && !eventNamesAuthor(event) && event.code !== "application";
  return (
    <p
      data-kind="event"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 px-2 text-center text-xs text-muted-foreground"
    >
      <span className="inline-flex items-center gap-1.5 font-medium">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {eventText(t, event, nameOf)}
      </span>
      <span>
        {showAuthor ? `${event.author_name} · ` : null}
        <When at={event.at} />
      </span>
    </p>
  );
}

/** The case's one thread, oldest first: the client, the team's replies, internal notes and what happened. */
export function CaseThread({
  thread,
  clientName,
  team,
}: {
  thread: CaseEvent[];
  clientName: string;
  team: CaseDetail["team"];
}) {
  const { t } = useTranslation("cases");
  const nameOf: NameOf = (id) => team.find((person) => person.id === id)?.name ?? null;
  if (thread.length === 0) return <p className="text-sm text-muted-foreground">{t("thread.empty")}</p>;
  return (
    <ol aria-label={t("thread.label")} className="grid gap-3">
      {thread.map((event) => (
        <li key={event.id} className="grid">
          {event.kind === "event" ? (
            <SystemLine event={event} nameOf={nameOf} />
          ) : (
            <Message event={event} clientName={clientName} />
          )}
        </li>
      ))}
    </ol>
  );
}
