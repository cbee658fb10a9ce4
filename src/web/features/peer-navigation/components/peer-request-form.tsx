import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { CheckCircle2, Send } from "lucide-react";
import { DELIVERY_PREFERENCES } from "@shared/api/applications";
import { REGIONS } from "@shared/constants";
import { Field } from "@web/components/ui/field";
import { Input, Textarea } from "@web/components/ui/input";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/http";
import { notify } from "@web/lib/toast";
import { requestPeerNavigator } from "../api";
import {
  DISCREET_NOTES_MAX_CHARS,
  EMPTY_PEER_REQUEST,
  PEER_REQUEST_FIELDS,
  peerErrorsFromCodes,
  toApplication,
  validatePeerRequest,
  type PeerRequestErrors,
  type PeerRequestField,
  type PeerRequestValues,
} from "../peer-request";

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/** Requests a peer navigator for the signed-in person (a peer_support application). */
export function PeerRequestForm() {
  const { t } = useTranslation("pages");
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PeerRequestValues>(EMPTY_PEER_REQUEST);
  const [errors, setErrors] = useState<PeerRequestErrors>({});
  // The same key for every retry of this request, a new one after it succeeded.
  const idempotencyKey = useRef(crypto.randomUUID());

  const send = useMutation({
    mutationFn: () => requestPeerNavigator(toApplication(values), idempotencyKey.current),
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      setValues(EMPTY_PEER_REQUEST);
      void queryClient.invalidateQueries({ queryKey: ["applications"] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        setErrors(peerErrorsFromCodes(error.fields));
        return;
      }
      notify.error(t("peer.form.failure.title"), { description: t("peer.form.failure.text") });
    },
  });

  const set = <K extends keyof PeerRequestValues>(name: K, value: PeerRequestValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const error = (name: PeerRequestField) => (errors[name] ? t(`peer.form.errors.${name}`) : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePeerRequest(values);
    setErrors(found ?? {});
    if (found) {
      const first = PEER_REQUEST_FIELDS.find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate();
  };

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="grid justify-items-start gap-3 rounded-xl bg-secondary p-6 text-secondary-foreground"
      >
        <CheckCircle2 className="size-7" aria-hidden="true" />
        <p className="text-lg font-semibold">{t("peer.form.success.title")}</p>
        <p>{t("peer.form.success.text")}</p>
        <Button asChild>
          <Link to="/portal">{t("peer.form.success.portal")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t("peer.form.fields.name")} hint={t("peer.form.hints.name")} error={error("full_name")}>
          <Input
            name="full_name"
            autoComplete="nickname"
            required
            aria-required="true"
            value={values.full_name}
            onChange={(event) => set("full_name", event.target.value)}
          />
        </Field>
        <Field label={t("peer.form.fields.region")} error={error("region")}>
          <select
            name="region"
            required
            aria-required="true"
            className={selectClass}
            value={values.region}
            onChange={(event) => set("region", event.target.value as PeerRequestValues["region"])}
          >
            <option value="">{t("peer.form.choose")}</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {t(`peer.form.regions.${region}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("peer.form.fields.meeting")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {DELIVERY_PREFERENCES.map((preference) => (
            <label
              key={preference}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
            >
              <input
                type="radio"
                name="delivery_preference"
                value={preference}
                checked={values.delivery_preference === preference}
                onChange={() => set("delivery_preference", preference)}
                className="size-4 accent-[var(--primary)]"
              />
              {t(`peer.form.meeting.${preference}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={`${t("peer.form.fields.phone")} ${t("peer.form.optional")}`}
        hint={t("peer.form.hints.phone")}
        error={error("phone")}
      >
        <Input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => set("phone", event.target.value)}
        />
      </Field>
      <Field
        label={`${t("peer.form.fields.notes")} ${t("peer.form.optional")}`}
        hint={t("peer.form.hints.notes", { max: DISCREET_NOTES_MAX_CHARS })}
        error={error("discreet_notes")}
      >
        <Textarea
          name="discreet_notes"
          rows={3}
          value={values.discreet_notes}
          onChange={(event) => set("discreet_notes", event.target.value)}
        />
      </Field>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="consent_data"
            checked={values.consent_data}
            aria-invalid={errors.consent_data ? true : undefined}
            aria-describedby={errors.consent_data ? "peer-consent-error" : undefined}
            onChange={(event) => set("consent_data", event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
          />
          {t("peer.form.fields.consent")}
        </label>
        {errors.consent_data ? (
          <p id="peer-consent-error" className="text-sm font-medium text-destructive">
            {error("consent_data")}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        <Send aria-hidden="true" />
        {send.isPending ? t("peer.form.sending") : t("peer.form.submit")}
      </Button>
    </form>
  );
}
