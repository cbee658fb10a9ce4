import { useTranslation } from "@web/lib/i18n";
import { Link } from "@web/lib/router";
import { BellRing, EyeOff, MessageSquareText } from "lucide-react";
import type { CaseDetail } from "@shared/api/cases";
import { formatDate } from "@web/lib/dates";
import { caseAddress } from "../case-address";
import { Panel } from "./detail-parts";

function Care({ care }: { care: NonNullable<CaseDetail["history"]["care"]> }) {
  const { t } = useTranslation("cases");
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <h3 className="text-sm font-semibold">{t("history.adherence")}</h3>
        <p className="text-sm">
          {care.adherence
            ? t("history.taken", { taken: care.adherence.taken, due: care.adherence.due })
            : t("history.nothingDue")}
        </p>
      </div>
      <div className="grid gap-1.5">
        <h3 className="text-sm font-semibold">{t("history.reminders")}</h3>
        {care.reminders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("history.noReminders")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {care.reminders.map((reminder, index) => (
              <li key={`${reminder.label}-${index}`} className="flex items-center gap-2">
                <BellRing className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="break-words">
                  {reminder.label} · {reminder.time_of_day}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const CHECK_IN_OUTCOMES = {
  ok: "history.checkIn.ok",
  problem: "history.checkIn.problem",
  no_reply: "history.checkIn.noReply",
  waiting: "history.checkIn.waiting",
} as const;

/**
 * The number's weekly check-ins (decision 083): answering OK week after week reads as
 * keeping well, a problem or silence is why a case opened.
 */
function CheckIns({ checkIns }: { checkIns: CaseDetail["history"]["check_ins"] }) {
  const { t, language } = useTranslation("cases");
  const settled = checkIns.filter((checkIn) => checkIn.outcome !== null);
  const well = settled.filter((checkIn) => checkIn.outcome === "ok").length;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-semibold">{t("history.checkIns")}</h3>
      {settled.length > 0 ? (
        <p className="text-sm">{t("history.checkInsWell", { well, count: settled.length })}</p>
      ) : null}
      <ul className="grid gap-1 text-sm">
        {checkIns.map((checkIn) => (
          <li key={checkIn.sent_at} className="flex items-center gap-2">
            <MessageSquareText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              {formatDate(checkIn.sent_at, language)} · {t(CHECK_IN_OUTCOMES[checkIn.outcome ?? "waiting"])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The client's earlier cases, their weekly check-ins by SMS, and their care when they
 * chose to share it with the team.
 */
export function HistoryPanel({ history }: { history: CaseDetail["history"] }) {
  const { t, language } = useTranslation("cases");
  return (
    <Panel title={t("history.heading")}>
      <div className="grid gap-1.5">
        <h3 className="text-sm font-semibold">{t("history.earlier")}</h3>
        {history.earlier_cases.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("history.noEarlier")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {history.earlier_cases.map((earlier) => (
              <li key={earlier.id}>
                <Link
                  to={caseAddress(earlier.id)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t("case.number", { number: earlier.number })}
                </Link>{" "}
                <span className="text-muted-foreground">
                  · {t(`states.${earlier.state}`)} ·{" "}
                  {t("history.opened", { date: formatDate(earlier.opened_at, language) })}
                  {earlier.services.length > 0
                    ? ` · ${earlier.services.map((service) => t(`services.${service}`)).join(", ")}`
                    : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {history.check_ins.length > 0 ? <CheckIns checkIns={history.check_ins} /> : null}
      {history.care ? (
        <Care care={history.care} />
      ) : (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("history.notShared")}
        </p>
      )}
    </Panel>
  );
}
