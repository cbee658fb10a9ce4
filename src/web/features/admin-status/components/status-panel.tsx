import { useTranslation } from "@web/lib/i18n";
import { useQuery } from "@tanstack/react-query";
import {
  CheckCircle2,
  CircleAlert,
  Database,
  Inbox,
  Mail,
  MessageSquare,
  Radio,
  Bell,
  Bot,
  Siren,
} from "lucide-react";
import type { AdminStatus, CrisisResponseTimes, OutboxMessage } from "@shared/api/admin-accounts";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/dates";
import { adminStatusQuery } from "../api";

function Tile({
  icon: Icon,
  title,
  value,
  ok,
}: {
  icon: typeof Database;
  title: string;
  value: string;
  ok: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-5">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <p className="break-words font-semibold">{value}</p>
        </div>
        {ok ? (
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600" role="img" aria-label={t("status.ok")} />
        ) : (
          <CircleAlert
            className="size-5 shrink-0 text-amber-600"
            role="img"
            aria-label={t("status.attention")}
          />
        )}
      </CardContent>
    </Card>
  );
}

function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  const { t, language } = useTranslation("admin");
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Inbox className="size-5" aria-hidden="true" />
          {t("status.outbox.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("status.outbox.description")}</p>
      </CardHeader>
      <CardContent>
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("status.outbox.empty")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("status.outbox.title")}>
            {messages.map((message) => (
              <li
                key={message.id}
                className="grid gap-1 rounded-md border p-3 text-sm"
                data-testid="outbox-message"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">
                    {message.channel === "email" ? t("status.outbox.email") : t("status.outbox.sms")}
                  </Badge>
                  <span className="break-all font-medium">{message.recipient}</span>
                  <span className="ml-auto text-muted-foreground">
                    {formatDateTime(message.createdAt, language)}
                  </span>
                </div>
                {message.subject ? <p className="font-medium">{message.subject}</p> : null}
                <pre className="whitespace-pre-wrap break-all font-sans">{message.body}</pre>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function tiles(t: (key: string, options?: Record<string, unknown>) => string, status: AdminStatus) {
  const migration = status.database.migration;
  return [
    {
      icon: Database,
      title: t("status.database"),
      value: t(status.database.engine === "pglite" ? "status.embedded" : "status.postgresql", {
        latest: migration.latest ?? "—",
        applied: migration.applied,
      }),
      ok: status.database.ok && migration.pending === 0,
    },
    {
      icon: Radio,
      title: t("status.realtime"),
      value: t("status.connections", { count: status.realtime.connections }),
      ok: true,
    },
    {
      icon: Bell,
      title: t("status.push"),
      value: status.push.configured ? t("status.configured") : t("status.notConfigured"),
      ok: status.push.configured,
    },
    {
      icon: Mail,
      title: t("status.mail"),
      value: status.mail.mode === "smtp" ? t("status.smtp") : t("status.outboxMode"),
      ok: status.mail.mode === "smtp" || status.environment !== "production",
    },
    {
      icon: MessageSquare,
      title: t("status.sms"),
      value: status.sms.mode === "africastalking" ? t("status.africastalking") : t("status.outboxMode"),
      ok: status.sms.mode === "africastalking" || status.environment !== "production",
    },
    {
      icon: Bot,
      title: t("status.assistant"),
      value: status.assistant.mode === "llm" ? t("status.llm") : t("status.local"),
      ok: true,
    },
  ];
}

/** How fast the team answers a crisis, beside the time promised to clients (decision 059). */
function CrisisResponse({ times }: { times: CrisisResponseTimes }) {
  const { t } = useTranslation("admin");
  const answered = times.crises - times.waiting;
  const minutes = (value: number | null) =>
    value === null ? t("status.crisis.none") : t("status.crisis.minutes", { count: value });
  const rows = [
    [t("status.crisis.crises"), String(times.crises)],
    [t("status.crisis.waiting"), String(times.waiting)],
    [t("status.crisis.median"), minutes(times.median_minutes)],
    [t("status.crisis.worst"), minutes(times.worst_minutes)],
    [
      t("status.crisis.withinPromise", { count: times.promise_minutes }),
      t("status.crisis.ofAnswered", { within: times.within_promise, count: answered }),
    ],
  ];
  const late = times.waiting > 0 || times.within_promise < answered;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Siren className="size-5" aria-hidden="true" />
          {t("status.crisis.title", { count: times.days })}
        </h2>
        <p className="text-sm text-muted-foreground">{t("status.crisis.description")}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {late ? (
          <p className="mt-3 flex items-start gap-2 text-sm">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            {t("status.crisis.late")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The admin status page: configuration at a glance, and the outbox where it may be read. */
export function StatusPanel() {
  const { t } = useTranslation("admin");
  const status = useQuery(adminStatusQuery);
  if (status.isPending) return <p className="text-muted-foreground">{t("common:loading")}</p>;
  if (status.isError || !status.data)
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <p>{t("status.failed")}</p>
        <Button variant="outline" onClick={() => void status.refetch()}>
          {t("common:actions.retry")}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        {t("status.summary", { environment: status.data.environment, version: status.data.version })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles(t, status.data).map((tile) => (
          <Tile key={tile.title} {...tile} />
        ))}
      </div>
      <CrisisResponse times={status.data.crisis_response} />
      {status.data.outbox ? (
        <OutboxList messages={status.data.outbox} />
      ) : status.data.mail.mode === "outbox" || status.data.sms.mode === "outbox" ? (
        <p className="text-sm text-muted-foreground">{t("status.outbox.hidden")}</p>
      ) : null}
    </div>
  );
}
