import { useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import {
  DELIVERY_PREFERENCES,
  serviceApplicationInputSchema,
  type DeliveryPreference,
  type ServiceApplicationInput,
} from "@shared/api/applications";
import { REGIONS } from "@shared/constants";
import { SendButton, SentNotice } from "@web/components/ui/form-submit";
import { Field } from "@web/components/ui/field";
import { ChoiceCards } from "@web/components/ui/choice-cards";
import { CheckBox } from "@web/components/ui/check-box";
import { Input, Textarea } from "@web/components/ui/input";
import { ButtonLink } from "@web/components/ui/button";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { notify } from "@web/lib/toast";
import { submitApplication } from "../api";
import {
  DISCREET_NOTES_MAX_CHARS,
  EMPTY_PEER_REQUEST,
  PEER_REQUEST_FIELDS,
  toApplication,
  type PeerRequestValues,
} from "../peer-request";

/** One message a field, whatever the code. */
const COPY: ErrorCopy<keyof PeerRequestValues> = { key: (field) => `peer.form.errors.${field}` };

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/** Requests a peer navigator for the signed-in person (a peer_support application). */
export function PeerRequestForm() {
  const { t } = useTranslation("pages");
  const queryClient = useQueryClient();
  const { form, formRef, errorOf, submit, showServerErrors } = useSchemaForm(serviceApplicationInputSchema, {
    defaultValues: EMPTY_PEER_REQUEST,
    fields: PEER_REQUEST_FIELDS,
    copy: COPY,
    t,
    toInput: toApplication,
  });
  // The same key for every retry of this request, a new one after it succeeded.
  const idempotencyKey = useRef(crypto.randomUUID());

  const send = useMutation({
    // Also offline: the offline queue keeps the request, as it keeps any other.
    ...TRIED_AT_ONCE,
    mutationFn: (application: ServiceApplicationInput) =>
      submitApplication(application, idempotencyKey.current),
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      form.reset(EMPTY_PEER_REQUEST);
      void queryClient.invalidateQueries({ queryKey: ["applications"] });
    },
    onError: (error) => {
      if (showServerErrors(error)) return;
      notify.error(t("peer.form.failure.title"), { description: t("peer.form.failure.text") });
    },
  });

  const onSubmit = submit(() => send.mutate(toApplication(form.getValues())));

  // Kept for later, the request is not yet received: the offline notice says so, the form stays.
  if (send.isSuccess && !send.data.queued) {
    return (
      <SentNotice title={t("peer.form.success.title")} text={t("peer.form.success.text")}>
        <ButtonLink to="/portal">{t("peer.form.success.portal")}</ButtonLink>
      </SentNotice>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field
          label={t("peer.form.fields.name")}
          hint={t("peer.form.hints.name")}
          error={errorOf("full_name")}
        >
          <Input {...form.register("full_name")} autoComplete="nickname" required aria-required="true" />
        </Field>
        <Field label={t("peer.form.fields.region")} error={errorOf("region")}>
          <select {...form.register("region")} required aria-required="true" className={selectClass}>
            <option value="">{t("peer.form.choose")}</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {t(`peer.form.regions.${region}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ChoiceCards<DeliveryPreference>
        name="delivery_preference"
        compact
        columns="three"
        legend={t("peer.form.fields.meeting")}
        error={errorOf("delivery_preference")}
        choices={DELIVERY_PREFERENCES.map((value) => ({ value, label: t(`peer.form.meeting.${value}`) }))}
        value={form.watch("delivery_preference")}
        onChange={(value) => form.setValue("delivery_preference", value)}
      />
      <Field
        label={`${t("peer.form.fields.phone")} ${t("peer.form.optional")}`}
        hint={t("peer.form.hints.phone")}
        error={errorOf("phone")}
      >
        <Input {...form.register("phone")} type="tel" inputMode="tel" autoComplete="tel" />
      </Field>
      <Field
        label={`${t("peer.form.fields.notes")} ${t("peer.form.optional")}`}
        hint={t("peer.form.hints.notes", { max: DISCREET_NOTES_MAX_CHARS })}
        error={errorOf("discreet_notes")}
      >
        <Textarea {...form.register("discreet_notes")} rows={3} />
      </Field>
      <CheckBox
        name="consent_data"
        checked={form.watch("consent_data")}
        onChange={(checked) => form.setValue("consent_data", checked)}
        error={errorOf("consent_data")}
      >
        {t("peer.form.fields.consent")}
      </CheckBox>
      <SendButton pending={send.isPending} pendingLabel={t("peer.form.sending")}>
        {t("peer.form.submit")}
      </SendButton>
    </form>
  );
}
