import { useTranslation } from "@web/lib/i18n";
import { Pause, Play, Trash2 } from "lucide-react";
import type { Reminder } from "@shared/api/reminders";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { deleteReminder, updateReminder } from "../api";
import { useReminderAction } from "../hooks/use-reminder-action";

function ReminderRow({ reminder }: { reminder: Reminder }) {
  const { t, language } = useTranslation("reminders");
  const toggle = useReminderAction(() => updateReminder(reminder.id, { active: !reminder.active }));
  const remove = useReminderAction(() => deleteReminder(reminder.id), { text: t("list.deleted") });
  const busy = toggle.isPending || remove.isPending;
  return (
    <li
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border p-3",
        !reminder.active && "opacity-80",
      )}
    >
      <span className="min-w-14 rounded-md bg-muted px-2 py-1 text-center font-mono text-base font-semibold tabular-nums">
        {reminder.time_of_day}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium break-words">{reminder.label}</p>
        <p className="text-sm text-muted-foreground">
          {t(`kinds.${reminder.kind}`)} · {reminder.channel === "sms" ? <>{t("list.bySms")} · </> : null}
          {reminder.active
            ? t("list.next", { when: formatDateTime(reminder.next_due_at, language) })
            : t("list.paused")}
        </p>
      </div>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => toggle.mutate()}
          disabled={busy}
          aria-label={t(reminder.active ? "list.pause" : "list.resume", { label: reminder.label })}
        >
          {reminder.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => remove.mutate()}
          disabled={busy}
          aria-label={t("list.delete", { label: reminder.label })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

export function ReminderList({ reminders }: { reminders: Reminder[] }) {
  const { t } = useTranslation("reminders");
  if (reminders.length === 0) return <p className="text-sm text-muted-foreground">{t("list.empty")}</p>;
  return (
    <ul className="grid gap-2" aria-label={t("list.label")}>
      {reminders.map((reminder) => (
        <ReminderRow key={reminder.id} reminder={reminder} />
      ))}
    </ul>
  );
}
