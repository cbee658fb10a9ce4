import { useTranslation } from "@web/lib/i18n";
import { CircleCheck, CircleDot, CalendarClock, CircleSlash, Eye, Inbox } from "lucide-react";
import type { ApplicationStatus } from "@shared/constants";
import { cn } from "@web/lib/utils";

const LOOK: Record<ApplicationStatus, { icon: typeof Inbox; tone: string }> = {
  submitted: { icon: Inbox, tone: "bg-muted text-foreground" },
  in_review: { icon: Eye, tone: "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100" },
  approved: {
    icon: CircleCheck,
    tone: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  },
  scheduled: { icon: CalendarClock, tone: "bg-secondary text-secondary-foreground" },
  completed: {
    icon: CircleDot,
    tone: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  },
  declined: { icon: CircleSlash, tone: "bg-accent text-accent-foreground" },
};

/** A status in plain words with an icon, so colour is never the only signal. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("applications");
  const { icon: Icon, tone } = LOOK[status];
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold", tone)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
