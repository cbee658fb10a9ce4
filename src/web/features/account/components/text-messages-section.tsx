import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CHECK_IN_TIMES, type CheckInTime } from "@shared/domain/text-messages";
import {
  textMessagesUpdateSchema,
  type TextMessagesChoice,
  type TextMessagesSettings,
  type TextMessagesUpdate,
} from "@shared/api/text-messages";
import { SubmitButton } from "@web/components/ui/form-submit";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { Field } from "@web/components/ui/field";
import { formatDate } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import { SwitchRow } from "@web/components/ui/switch-row";
import { saveTextMessages, textMessagesQuery } from "../api";
import { SettingsSection } from "./section";

/** Monday first, as the USSD menu lists them; the values are 0 Sunday … 6 Saturday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const OFF = "off";

const SELECT =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60";

const CHECK_IN_FIELDS = ["day", "time"] as const;

/** The two boxes offer only what the schema takes: a refusal can only be the server's. */
const CHECK_IN_COPY: ErrorCopy = { key: () => "textMessages.failed" };

/** "Off", or a day of the week (0 Sunday … 6 Saturday) with one of the times. */
const toCheckIn = ({ day, time }: { day: string; time: CheckInTime }): TextMessagesUpdate => ({
  check_in: day === OFF ? null : { day: Number(day), time },
});

function CheckInForm({
  current,
  messagesOn,
  saving,
  onSave,
}: {
  current: TextMessagesSettings["check_in"];
  messagesOn: boolean;
  saving: boolean;
  onSave(change: TextMessagesUpdate): void;
}) {
  const { t } = useTranslation("account");
  const { form, formRef, errorOf, submit } = useSchemaForm(textMessagesUpdateSchema, {
    defaultValues: { day: current ? String(current.day) : OFF, time: current?.time ?? CHECK_IN_TIMES[0] },
    fields: CHECK_IN_FIELDS,
    copy: CHECK_IN_COPY,
    t,
    toInput: toCheckIn,
    aliases: { check_in: "day" },
  });
  const { isDirty } = form.formState;
  const day = form.watch("day");
  const onSubmit = submit((change) => onSave(change));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <fieldset className="grid gap-3" disabled={saving}>
        <legend className="text-sm font-medium">{t("textMessages.checkIn.legend")}</legend>
        <p className="text-xs text-muted-foreground">
          {t("textMessages.checkIn.description")}
          {messagesOn ? "" : ` ${t("textMessages.checkIn.turnsMessagesOn")}`}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("textMessages.checkIn.day")} error={errorOf("day")}>
            <select {...form.register("day")} className={SELECT}>
              <option value={OFF}>{t("textMessages.checkIn.off")}</option>
              {WEEK.map((value) => (
                <option key={value} value={String(value)}>
                  {t(`textMessages.days.${DAY_NAMES[value]}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("textMessages.checkIn.time")} error={errorOf("time")}>
            <select {...form.register("time")} disabled={day === OFF} className={SELECT}>
              {CHECK_IN_TIMES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div>
          <SubmitButton
            variant="outline"
            pending={saving}
            pendingLabel={t("textMessages.checkIn.saving")}
            disabled={!isDirty}
          >
            {t("textMessages.checkIn.save")}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}

function ChoiceRow({ choice }: { choice: TextMessagesChoice }) {
  const { t, language } = useTranslation("account");
  return (
    <li className="py-1.5 text-sm">
      {t("textMessages.history.line", {
        date: formatDate(choice.at, language),
        choice: t(`textMessages.history.${choice.channel}.${choice.given ? "on" : "off"}`),
        via: t(`textMessages.history.via.${choice.via}`),
      })}
    </li>
  );
}

/**
 * The account's number as SMS and USSD know it (issue 22): messages from us on or off (as
 * STOP and START), the weekly check-in, and the choices made through any of the three.
 * Shown to an account that signs in with a phone number; others read a line saying so.
 */
export function TextMessagesSection() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const settings = useQuery(textMessagesQuery);
  const save = useMutation({
    mutationFn: saveTextMessages,
    onSuccess: (saved, change) => {
      queryClient.setQueryData(textMessagesQuery.queryKey, saved);
      if (change.check_in !== undefined)
        notify.success(
          saved.check_in
            ? t("textMessages.checkIn.saved", {
                day: t(`textMessages.days.${DAY_NAMES[saved.check_in.day]}`),
                time: saved.check_in.time,
              })
            : t("textMessages.checkIn.savedOff"),
        );
      else notify.success(saved.messages ? t("textMessages.messages.on") : t("textMessages.messages.off"));
    },
    onError: () => notify.error(t("textMessages.failed")),
  });
  const data = settings.data;

  let body;
  if (settings.isPending) body = <p className="text-sm text-muted-foreground">{t("common:loading")}</p>;
  else if (!data) body = <p className="text-sm text-muted-foreground">{t("errors.generic")}</p>;
  else if (!data.phone) body = <p className="text-sm text-muted-foreground">{t("textMessages.noPhone")}</p>;
  else {
    const pendingMessages = save.isPending ? save.variables.messages : undefined;
    body = (
      <>
        <p className="text-sm text-muted-foreground">{t("textMessages.sameNumber", { phone: data.phone })}</p>
        <SwitchRow
          label={t("textMessages.messages.label")}
          description={t("textMessages.messages.description")}
          checked={pendingMessages ?? data.messages}
          disabled={save.isPending}
          onCheckedChange={(messages) => save.mutate({ messages })}
        />
        <CheckInForm
          key={data.check_in ? `${data.check_in.day} ${data.check_in.time}` : OFF}
          current={data.check_in}
          messagesOn={data.messages}
          saving={save.isPending}
          onSave={(change) => save.mutate(change)}
        />
        <div className="grid gap-1">
          <h3 id="text-messages-history" className="text-sm font-medium">
            {t("textMessages.history.title")}
          </h3>
          {data.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("textMessages.history.none")}</p>
          ) : (
            <ul aria-labelledby="text-messages-history" className="divide-y">
              {data.history.map((choice, index) => (
                <ChoiceRow key={`${choice.at} ${index}`} choice={choice} />
              ))}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <SettingsSection id="settings-text-messages" title={t("textMessages.title")}>
      {body}
    </SettingsSection>
  );
}
