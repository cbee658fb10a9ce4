import { useId, type ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useQuery } from "@tanstack/react-query";
import { AlarmClock, ClipboardList, LogOut, MessageCircle, Settings } from "lucide-react";
import type { ApplicationStatus } from "@shared/constants";
import { StartRequest } from "@web/features/applications/components/start-request";
import { MyApplications } from "@web/features/applications/components/my-applications";
import { Conversations } from "@web/features/applications/components/conversations";
import { applicationsQuery, repliesQuery } from "@web/features/applications/api";
import { RemindersPanel } from "@web/features/reminders/components/reminders-panel";
import { AdherenceCard } from "@web/features/reminders/components/adherence-card";
import { dueReminders, nextReminder, remindersQuery } from "@web/features/reminders/api";
import { useAuth } from "@web/lib/auth";
import { SignOutButton } from "@web/features/account/components/sign-out-button";
import { formatDateTime } from "@web/lib/dates";
import { ButtonLink } from "@web/components/ui/button";

const CLOSED_STATUSES: readonly ApplicationStatus[] = ["completed", "declined"];

function SummaryTile(props: {
  icon: ReactNode;
  label: string;
  value: string;
  href: string;
  urgent?: boolean;
}) {
  return (
    <li>
      <a
        href={props.href}
        className={`flex h-full items-start gap-3 rounded-xl border p-4 shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring ${
          props.urgent ? "border-primary bg-primary/5" : "bg-card"
        }`}
      >
        <span className="mt-0.5 text-primary" aria-hidden="true">
          {props.icon}
        </span>
        <span className="grid gap-0.5">
          <span className="text-sm text-muted-foreground">{props.label}</span>
          <span className="font-semibold">{props.value}</span>
        </span>
      </a>
    </li>
  );
}

/** What matters now: a dose waiting or the next reminder, open requests, unread replies. */
function NowSummary() {
  const { t, language } = useTranslation("portal");
  // Until an answer arrives (or without a connection) a tile says "…", never a wrong 0.
  const reminders = useQuery(remindersQuery).data;
  const applications = useQuery(applicationsQuery).data;
  const replies = useQuery(repliesQuery).data;
  const due = dueReminders(reminders ?? []);
  const next = nextReminder(reminders ?? []);
  const open = applications?.filter((application) => !CLOSED_STATUSES.includes(application.status)).length;
  const unread = replies?.filter((reply) => !reply.read).length;
  const UNKNOWN = "…";
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t("now.label")}>
      <SummaryTile
        icon={<AlarmClock className="size-5" />}
        label={t("now.reminder")}
        href="#reminders"
        urgent={due.length > 0}
        value={
          !reminders
            ? UNKNOWN
            : due.length > 0
              ? t("now.due", { count: due.length })
              : next
                ? t("now.next", { label: next.label, when: formatDateTime(next.next_due_at, language) })
                : t("now.noReminder")
        }
      />
      <SummaryTile
        icon={<ClipboardList className="size-5" />}
        label={t("now.requests")}
        href="#requests"
        value={open === undefined ? UNKNOWN : t("now.open", { count: open })}
      />
      <SummaryTile
        icon={<MessageCircle className="size-5" />}
        label={t("now.replies")}
        href="#replies"
        urgent={(unread ?? 0) > 0}
        value={unread === undefined ? UNKNOWN : t("now.unread", { count: unread })}
      />
    </ul>
  );
}

/**
 * The portal of a signed-in client: what matters now, reminders, requests and replies.
 * Its own module, loaded once someone is signed in: a visitor at the sign-in form does not
 * download or run it (issue 20).
 */
export default function PortalHome() {
  const { t } = useTranslation(["portal", "applications"]);
  const { user } = useAuth();
  const requestsHeadingId = useId();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("welcome", { name: user?.name ?? "" })}</h1>
          <p className="text-muted-foreground">{t("applications:portal.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink variant="outline" to="/portal/settings">
            <Settings aria-hidden="true" />
            {t("applications:portal.settings")}
          </ButtonLink>
          <SignOutButton variant="outline">
            <LogOut aria-hidden="true" />
            {t("signOut")}
          </SignOutButton>
        </div>
      </header>
      <NowSummary />
      {/* Phones: one column in order of urgency; wide screens: the care tools beside the requests. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div id="reminders" className="grid scroll-mt-24 gap-8">
          <RemindersPanel />
        </div>
        <AdherenceCard />
        <div id="requests" className="grid scroll-mt-24 gap-8 lg:col-start-1">
          <StartRequest
            onSent={() => requestAnimationFrame(() => document.getElementById(requestsHeadingId)?.focus())}
          />
          <MyApplications headingId={requestsHeadingId} />
        </div>
        <div id="replies" className="scroll-mt-24 lg:col-start-2 lg:row-start-2">
          <Conversations />
        </div>
      </div>
    </div>
  );
}
