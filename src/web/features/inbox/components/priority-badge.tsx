import { useTranslation } from "react-i18next";
import { ChevronsUp, ChevronUp, Minus, ChevronDown, CircleHelp } from "lucide-react";
import type { Priority } from "@shared/constants";
import { cn } from "@web/lib/utils";

const LOOK: Record<Priority | "none", { icon: typeof ChevronUp; tone: string }> = {
  urgent: { icon: ChevronsUp, tone: "bg-destructive text-destructive-foreground" },
  high: { icon: ChevronUp, tone: "bg-accent text-accent-foreground" },
  medium: { icon: Minus, tone: "bg-secondary text-secondary-foreground" },
  low: { icon: ChevronDown, tone: "bg-muted text-muted-foreground" },
  none: { icon: CircleHelp, tone: "border text-muted-foreground" },
};

/** The priority in words and an icon; colour only repeats what the words say. */
export function PriorityBadge({ priority }: { priority: Priority | null }) {
  const { t } = useTranslation("inbox");
  const { icon: Icon, tone } = LOOK[priority ?? "none"];
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", tone)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t("priority.label")}: </span>
      {t(`priority.${priority ?? "none"}`)}
    </span>
  );
}

export function InboxStatusBadge({ status }: { status: "new" | "reviewed" }) {
  const { t } = useTranslation("inbox");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        status === "new" ? "bg-primary text-primary-foreground" : "border text-muted-foreground",
      )}
    >
      {t(`inboxStatus.${status}`)}
    </span>
  );
}
