import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { Plus } from "lucide-react";
import { REMINDER_KINDS, REMINDER_LABEL_MAX_CHARS, type ReminderKind } from "@shared/api/reminders";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { notify } from "@web/lib/toast";
import { cn } from "@web/lib/utils";
import { createReminder, remindersQuery } from "../api";
import { checkReminder, reminderErrorsFromFailure, type ReminderErrors } from "../reminder-errors";

const DEFAULT_TIME = "08:00";

/** Adds a daily reminder: what kind, a label of the person's choosing, a Kampala time. */
export function ReminderForm({ onAdded }: { onAdded?(): void }) {
  const { t } = useTranslation("reminders");
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ReminderKind>("medication");
  const [label, setLabel] = useState("");
  const [time, setTime] = useState(DEFAULT_TIME);
  const [errors, setErrors] = useState<ReminderErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: createReminder,
    onSuccess: async () => {
      setLabel("");
      notify.success(t("added"));
      await queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey });
      onAdded?.();
    },
    onError: (error) => {
      const failure = reminderErrorsFromFailure(error);
      setErrors(failure.fields);
      setFormError(failure.form ?? null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { kind, label, time_of_day: time };
    const found = checkReminder(input);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[data-reminder-field="${first}"]`)?.focus();
      return;
    }
    add.mutate(input);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t("form.heading")}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("form.kind")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {REMINDER_KINDS.map((value) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                kind === value && "border-primary bg-primary/10 font-medium",
              )}
            >
              <input
                type="radio"
                name="reminder-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-[var(--color-primary)]"
                data-reminder-field={value === "medication" ? "kind" : undefined}
              />
              {t(`kinds.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field
          label={t("form.label")}
          hint={t("form.labelHint")}
          error={errors.label ? t(errors.label, { max: REMINDER_LABEL_MAX_CHARS }) : undefined}
        >
          <Input
            value={label}
            maxLength={REMINDER_LABEL_MAX_CHARS}
            placeholder={t(`form.placeholder.${kind}`)}
            onChange={(event) => setLabel(event.target.value)}
            autoComplete="off"
            data-reminder-field="label"
          />
        </Field>
        <Field
          label={t("form.time")}
          hint={t("form.timeHint")}
          error={errors.time_of_day ? t(errors.time_of_day) : undefined}
        >
          <Input
            type="time"
            value={time}
            required
            onChange={(event) => setTime(event.target.value)}
            data-reminder-field="time_of_day"
          />
        </Field>
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(formError)}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? t("form.adding") : t("form.add")}
      </Button>
    </form>
  );
}
