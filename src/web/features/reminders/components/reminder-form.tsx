import { useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { Plus } from "lucide-react";
import {
  REMINDER_KINDS,
  REMINDER_LABEL_MAX_CHARS,
  type ReminderInput,
  type ReminderKind,
} from "@shared/api/reminders";
import { smsReminderWords } from "@shared/domain/sms-reminder-texts";
import {
  REMINDER_CHANNELS,
  SMS_REMINDER_WORDINGS,
  type ReminderChannel,
  type SmsReminderWording,
} from "@shared/domain/text-messages";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { notify } from "@web/lib/toast";
import { createReminder, remindersQuery } from "../api";
import { checkReminder, reminderErrorsFromFailure, type ReminderErrors } from "../reminder-errors";
import { ChoiceCards } from "@web/components/ui/choice-cards";

const DEFAULT_TIME = "08:00";

/**
 * Adds a daily reminder: what kind, a label of the person's choosing, a Kampala time and,
 * for an account with a phone number, whether it rings in the app or by text message, in
 * which of the neutral wordings (each shown exactly as it will arrive).
 */
export function ReminderForm({ onAdded }: { onAdded?(): void }) {
  const { t, language } = useTranslation("reminders");
  const queryClient = useQueryClient();
  const phone = useAuth().user?.phoneNumber ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<ReminderKind>("medication");
  const [label, setLabel] = useState("");
  const [time, setTime] = useState(DEFAULT_TIME);
  const [channel, setChannel] = useState<ReminderChannel>("app");
  const [wording, setWording] = useState<SmsReminderWording>(SMS_REMINDER_WORDINGS[0]);
  const bySms = phone !== null && channel === "sms";
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
    const input: ReminderInput = bySms
      ? { kind, label, time_of_day: time, channel: "sms", sms_wording: wording }
      : { kind, label, time_of_day: time, channel: "app" };
    const found = checkReminder(input);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    add.mutate(input);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label={t("form.heading")}>
      <ChoiceCards<ReminderKind>
        name="kind"
        compact
        legend={t("form.kind")}
        error={errors.kind ? t(errors.kind) : undefined}
        choices={REMINDER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={setKind}
      />
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
            name="label"
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
            name="time_of_day"
          />
        </Field>
      </div>
      {phone ? (
        <ChoiceCards<ReminderChannel>
          name="channel"
          compact
          legend={t("form.channel")}
          hint={bySms ? t("form.channelHint", { phone }) : undefined}
          error={errors.channel ? t(errors.channel) : undefined}
          choices={REMINDER_CHANNELS.map((value) => ({ value, label: t(`form.channels.${value}`) }))}
          value={channel}
          onChange={setChannel}
        />
      ) : null}
      {bySms ? (
        <ChoiceCards<SmsReminderWording>
          name="sms_wording"
          compact
          legend={t("form.wording")}
          hint={t("form.wordingHint")}
          error={errors.sms_wording ? t(errors.sms_wording) : undefined}
          choices={SMS_REMINDER_WORDINGS.map((value) => ({
            value,
            label: <q>{smsReminderWords(language, value, time || DEFAULT_TIME)}</q>,
          }))}
          value={wording}
          onChange={setWording}
          columns="one"
        />
      ) : null}
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
