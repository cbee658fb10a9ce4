import { ClipboardList, Info, Mail, MessageSquareReply, type LucideIcon } from "lucide-react";
import type { NotificationType } from "@shared/constants";
import { cn } from "@web/lib/utils";

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  application: { icon: ClipboardList, tone: "bg-primary/10 text-primary" },
  message: { icon: Mail, tone: "bg-accent/15 text-accent-foreground" },
  reply: { icon: MessageSquareReply, tone: "bg-primary/10 text-primary" },
  other: { icon: Info, tone: "bg-muted text-muted-foreground" },
};

/** The icon of a notification's type (spec section 2); its meaning is also given in words. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { icon: Icon, tone } = ICONS[type] ?? ICONS.other;
  return (
    <span
      className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", tone)}
      aria-hidden="true"
    >
      <Icon className="size-4" />
    </span>
  );
}
