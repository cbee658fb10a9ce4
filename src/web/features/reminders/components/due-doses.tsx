import { useTranslation } from "@web/lib/i18n";
import { AlarmClock, Check, Clock } from "lucide-react";
import type { Reminder } from "@shared/api/reminders";
import { Button } from "@web/components/ui/button";
import { formatTime } from "@web/lib/dates";
import { snoozeDose, takeDose } from "../api";
import { useReminderAction } from "../hooks/use-reminder-action";

function DueDose({ reminder }: { reminder: Reminder }) {
  const { t, language } = useTranslation("reminders");
  const taken = useReminderAction(() => takeDose(reminder), { text: t("due.takenDone") });
  const snooze = useReminderAction(() => snoozeDose(reminder), {
    text: t("due.snoozedDone"),
    kind: "message",
  });
  const busy = taken.isPending || snooze.isPending;
  return (
    <li className="grid gap-3 rounded-lg border border-primary/50 bg-primary/5 p-4">
      <div className="flex items-start gap-3">
        <AlarmClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-0.5">
          <p className="font-semibold break-words">{reminder.label}</p>
          <p className="text-sm text-muted-foreground">
            {reminder.snoozed_until
              ? t("due.snoozedUntil", { time: formatTime(reminder.snoozed_until, language) })
              : t("due.dueAt", { time: reminder.time_of_day })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => taken.mutate()} disabled={busy}>
          <Check aria-hidden="true" />
          {t("due.taken")}
        </Button>
        <Button variant="outline" onClick={() => snooze.mutate()} disabled={busy}>
          <Clock aria-hidden="true" />
          {t("due.snooze")}
        </Button>
      </div>
    </li>
  );
}

/** The doses that rang and wait for an answer: the first thing the portal shows. */
export function DueDoses({ reminders, headingId }: { reminders: Reminder[]; headingId: string }) {
  const { t } = useTranslation("reminders");
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("due.heading")}
      </h2>
      <ul className="grid gap-3">
        {reminders.map((reminder) => (
          <DueDose key={reminder.id} reminder={reminder} />
        ))}
      </ul>
    </section>
  );
}
