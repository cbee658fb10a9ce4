import { useTranslation } from "@web/lib/i18n";
import type { CaseSummary } from "@shared/api/cases";
import {
  ChevronsUp,
  ChevronUp,
  Minus,
  ChevronDown,
  CircleDot,
  CircleCheck,
  Clock,
  Hourglass,
  LoaderCircle,
  MessagesSquare,
  PhoneOff,
  Waves,
} from "lucide-react";
import type { CaseState, Priority } from "@shared/constants";
import { cn } from "@web/lib/utils";

const PRIORITY_LOOK: Record<Priority, { icon: typeof ChevronUp; tone: string }> = {
  urgent: { icon: ChevronsUp, tone: "bg-destructive text-destructive-foreground" },
  high: { icon: ChevronUp, tone: "bg-accent text-accent-foreground" },
  medium: { icon: Minus, tone: "bg-secondary text-secondary-foreground" },
  low: { icon: ChevronDown, tone: "bg-muted text-muted-foreground" },
};

const badge =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/** The priority in words and an icon; colour only repeats what the words say. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation("cases");
  const { icon: Icon, tone } = PRIORITY_LOOK[priority];
  return (
    <span className={cn(badge, tone)}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t("priority.label")}: </span>
      {t(`priority.${priority}`)}
    </span>
  );
}

const STATE_LOOK: Record<CaseState, { icon: typeof ChevronUp; tone: string }> = {
  new: { icon: CircleDot, tone: "bg-primary text-primary-foreground" },
  in_progress: { icon: LoaderCircle, tone: "bg-secondary text-secondary-foreground" },
  waiting: { icon: Hourglass, tone: "border border-input text-foreground" },
  resolved: { icon: CircleCheck, tone: "border text-muted-foreground" },
};

/** A case's state: new, in progress, waiting for the client, resolved. */
export function StateBadge({ state }: { state: CaseState }) {
  const { t } = useTranslation("cases");
  const { icon: Icon, tone } = STATE_LOOK[state];
  return (
    <span className={cn(badge, tone)}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t("states.label")}: </span>
      {t(`states.${state}`)}
    </span>
  );
}

/** Past its time (urgent 1 hour, high 1 day): said in words, not only in red. */
export function OverdueBadge() {
  const { t } = useTranslation("cases");
  return (
    <span className={cn(badge, "border border-destructive text-destructive")}>
      <Clock className="size-3.5" aria-hidden="true" />
      {t("overdue.mark")}
    </span>
  );
}

/**
 * What a navigator must know before anything else: a visitor waiting in a live chat, a wish
 * not to be contacted, a case that is a flood of refused writes rather than a person.
 */
export function ContactBadges({
  summary,
}: {
  summary: Pick<CaseSummary, "live_chat" | "no_contact" | "possible_flood">;
}) {
  const { t } = useTranslation("cases");
  return (
    <>
      {summary.live_chat ? (
        <span className={cn(badge, "border border-primary text-primary")}>
          <MessagesSquare className="size-3.5" aria-hidden="true" />
          {t("contact.liveChat")}
        </span>
      ) : null}
      {summary.no_contact ? (
        <span className={cn(badge, "border border-amber-600 text-amber-800 dark:text-amber-300")}>
          <PhoneOff className="size-3.5" aria-hidden="true" />
          {t("contact.noContact")}
        </span>
      ) : null}
      {summary.possible_flood ? (
        <span className={cn(badge, "border border-destructive text-destructive")}>
          <Waves className="size-3.5" aria-hidden="true" />
          {t("contact.possibleFlood")}
        </span>
      ) : null}
    </>
  );
}

/** An item's own status in the notification tables: new or reviewed. */
export function ItemStatusBadge({ status }: { status: "new" | "reviewed" }) {
  const { t } = useTranslation("cases");
  return (
    <span
      className={cn(
        badge,
        status === "new" ? "bg-primary text-primary-foreground" : "border text-muted-foreground",
      )}
    >
      {t(`itemStatus.${status}`)}
    </span>
  );
}
