import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { ClipboardList, Inbox, MessageSquareQuote } from "lucide-react";
import { AuditLog } from "./audit-log";
import { InboxView } from "./inbox-view";
import { TestimonialModeration } from "./testimonial-moderation";

const TABS = [
  { value: "inbox", icon: Inbox, Panel: InboxView },
  { value: "testimonials", icon: MessageSquareQuote, Panel: TestimonialModeration },
  { value: "audit", icon: ClipboardList, Panel: AuditLog },
] as const;

/** The admin's work: the inbox first, then testimonial moderation and the audit log. */
export function AdminDashboard() {
  const { t } = useTranslation("inbox");
  return (
    <Tabs.Root defaultValue="inbox" className="grid gap-6">
      <Tabs.List aria-label={t("page.tabs")} className="flex gap-1 overflow-x-auto border-b">
        {TABS.map(({ value, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="-mb-px flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground"
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className="outline-none">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
