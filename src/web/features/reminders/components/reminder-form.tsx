import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { Plus } from "lucide-react";
import {
  REMINDER_KINDS,
  REMINDER_LABEL_MAX_CHARS,
  reminderInputSchema,
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
import { SubmitButton } from "@web/components/ui/form-submit";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { ApiError } from "@web/lib/http";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { notify } from "@web/lib/toast";
import { createReminder, remindersQuery } from "../api";
import { ChoiceCards } from "@web/components/ui/choice-cards";
import { FormAlert } from "@web/components/ui/form-alert";

const DEFAULT_TIME = "08:00";

/** In the order the form shows them: the first one with an error gets the focus. */
const REMINDER_FIELDS = ["kind", "label", "time_of_day", "channel", "sms_wording"] as const;

interface ReminderValues {
  kind: ReminderKind;
  label: string;
  time_of_day: string;
  channel: ReminderChannel;
  sms_wording: SmsReminderWording;
}

/** `errors.<code>`, the label's with its limit. */
const COPY: ErrorCopy<string> = {
  key: (_field, name) => `errors.${name}`,
  values: (field) => (field === "label" ? { max: REMINDER_LABEL_MAX_CHARS } : undefined),
};

/**
 * Adds a daily reminder: what kind, a label of the person's choosing, a Kampala time and,
 * for an account with a phone number, whether it rings in the app or by text message, in
 * which of the neutral wordings (each shown exactly as it will arrive).
 */
export function ReminderForm({ onAdded }: { onAdded?(): void }) {
  const { t, language } = useTranslation("reminders");
  const queryClient = useQueryClient();
  const phone = useAuth().user?.phoneNumber ?? null;
  // By text message only for an account with a number; otherwise it rings in the app.
  const toInput = (values: ReminderValues): ReminderInput =>
    phone !== null && values.channel === "sms"
      ? { ...values, channel: "sms" }
      : { kind: values.kind, label: values.label, time_of_day: values.time_of_day, channel: "app" };
  const { form, formRef, errorOf, submit, showServerErrors, failWith, formError } = useSchemaForm(
    reminderInputSchema,
    {
      defaultValues: {
        kind: "medication",
        label: "",
        time_of_day: DEFAULT_TIME,
        channel: "app",
        sms_wording: SMS_REMINDER_WORDINGS[0],
      },
      fields: REMINDER_FIELDS,
      copy: COPY,
      t,
      toInput,
    },
  );
  const { kind, time_of_day: time, channel, sms_wording: wording } = form.watch();
  const bySms = phone !== null && channel === "sms";

  const add = useMutation({
    mutationFn: createReminder,
    onSuccess: async () => {
      form.resetField("label");
      notify.success(t("added"));
      await queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey });
      onAdded?.();
    },
    onError: (error) => {
      if (showServerErrors(error)) return;
      // By SMS without a verified number (the account's number changed since the page loaded).
      if (error instanceof ApiError && error.code === "phone_required") {
        form.setError("channel", { type: "server", message: "phone_required" });
        return;
      }
      // What went wrong with no field to show it on: the limit, or no answer at all.
      failWith(
        error instanceof ApiError && error.code === "too_many_reminders" ? "errors.tooMany" : "errors.failed",
      );
    },
  });

  const choose = <F extends "kind" | "channel" | "sms_wording">(field: F, value: ReminderValues[F]) =>
    form.setValue(field, value as never);

  const onSubmit = submit(() => add.mutate(toInput(form.getValues())));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("form.heading")}>
      <ChoiceCards<ReminderKind>
        name="kind"
        compact
        legend={t("form.kind")}
        error={errorOf("kind")}
        choices={REMINDER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={(value) => choose("kind", value)}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field label={t("form.label")} hint={t("form.labelHint")} error={errorOf("label")}>
          <Input
            {...form.register("label")}
            maxLength={REMINDER_LABEL_MAX_CHARS}
            placeholder={t(`form.placeholder.${kind}`)}
            autoComplete="off"
          />
        </Field>
        <Field label={t("form.time")} hint={t("form.timeHint")} error={errorOf("time_of_day")}>
          <Input type="time" {...form.register("time_of_day")} required />
        </Field>
      </div>
      {phone ? (
        <ChoiceCards<ReminderChannel>
          name="channel"
          compact
          legend={t("form.channel")}
          hint={bySms ? t("form.channelHint", { phone }) : undefined}
          error={errorOf("channel")}
          choices={REMINDER_CHANNELS.map((value) => ({ value, label: t(`form.channels.${value}`) }))}
          value={channel}
          onChange={(value) => choose("channel", value)}
        />
      ) : null}
      {bySms ? (
        <ChoiceCards<SmsReminderWording>
          name="sms_wording"
          compact
          legend={t("form.wording")}
          hint={t("form.wordingHint")}
          error={errorOf("sms_wording")}
          choices={SMS_REMINDER_WORDINGS.map((value) => ({
            value,
            label: <q>{smsReminderWords(language, value, time || DEFAULT_TIME)}</q>,
          }))}
          value={wording}
          onChange={(value) => choose("sms_wording", value)}
          columns="one"
        />
      ) : null}
      <FormAlert message={formError} />
      <SubmitButton
        pending={add.isPending}
        pendingLabel={t("form.adding")}
        icon={<Plus aria-hidden="true" />}
        className="justify-self-start"
      >
        {t("form.add")}
      </SubmitButton>
    </form>
  );
}
