/** The parts of the application form, each a fieldset over one slice of the draft. */
import { useTranslation } from "@web/lib/i18n";
import { HandHeart, LockKeyhole, ShieldCheck, TestTube, Truck } from "lucide-react";
import { DELIVERY_PREFERENCES } from "@shared/api/applications";
import { REGIONS, SERVICE_TYPES, type ServiceType } from "@shared/constants";
import { Field } from "@web/components/ui/field";
import { EmailInput, Input, Textarea } from "@web/components/ui/input";
import { getConfig } from "@web/lib/config";
import { serviceName } from "@web/lib/service-names";
import {
  DRAFT_MAX_CHARS,
  requirementKeysOf,
  type ApplicationDraft,
  type DraftField,
} from "../application-draft";
import { ChoiceCards } from "@web/components/ui/choice-cards";
import { CheckBox } from "../../../components/ui/check-box";

export interface SectionProps {
  draft: ApplicationDraft;
  update: (patch: Partial<ApplicationDraft>) => void;
  errorOf: (field: DraftField) => string | undefined;
}

const SERVICE_ICONS: Record<ServiceType, typeof Truck> = {
  art: Truck,
  prep: ShieldCheck,
  testing: TestTube,
  peer_support: HandHeart,
};

const legendClass = "text-base font-semibold";

function useOptionalLabel() {
  const { t } = useTranslation("applications");
  return (label: string) => `${label} ${t("form.optional")}`;
}

/** "12/500 characters" under a long text field. */
function CharacterCount({ value, field }: { value: string; field: DraftField }) {
  const { t } = useTranslation("applications");
  return (
    <p className="text-right text-xs text-muted-foreground">
      {t("form.counter", { count: value.length, max: DRAFT_MAX_CHARS[field] })}
    </p>
  );
}

export function ServiceSection({ draft, update, errorOf }: SectionProps) {
  const { t } = useTranslation(["applications", "services"]);
  return (
    <ChoiceCards
      name="service_type"
      legend={<span className={legendClass}>{t("form.service.legend")}</span>}
      columns="two"
      value={draft.service_type}
      error={errorOf("service_type")}
      onChange={(service_type) => update({ service_type })}
      choices={SERVICE_TYPES.map((service) => ({
        value: service,
        label: serviceName(t, service),
        description: t(`services.${service}.text`),
        icon: SERVICE_ICONS[service],
      }))}
    />
  );
}

export function ContactSection({ draft, update, errorOf }: SectionProps) {
  const { t } = useTranslation("applications");
  const optional = useOptionalLabel();
  return (
    <fieldset className="grid gap-4">
      <legend className={`${legendClass} mb-3`}>{t("form.about.legend")}</legend>
      <Field
        label={t("form.about.fullName")}
        hint={t("form.about.fullNameHint")}
        error={errorOf("full_name")}
      >
        <Input
          name="full_name"
          autoComplete="name"
          required
          aria-required="true"
          value={draft.full_name}
          onChange={(event) => update({ full_name: event.target.value })}
        />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={optional(t("form.about.phone"))}
          hint={t("form.about.phoneHint")}
          error={errorOf("phone")}
        >
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(event) => update({ phone: event.target.value })}
          />
        </Field>
        <Field label={optional(t("form.about.email"))} error={errorOf("email")}>
          <EmailInput
            name="email"
            value={draft.email}
            onChange={(event) => update({ email: event.target.value })}
          />
        </Field>
      </div>
    </fieldset>
  );
}

export function WhereSection({ draft, update, errorOf }: SectionProps) {
  const { t } = useTranslation("applications");
  const optional = useOptionalLabel();
  return (
    <fieldset className="grid gap-5">
      <legend className={`${legendClass} mb-3`}>{t("form.where.legend")}</legend>
      <ChoiceCards
        name="region"
        legend={t("form.where.region")}
        columns="four"
        value={draft.region}
        error={errorOf("region")}
        onChange={(region) => update({ region })}
        choices={REGIONS.map((region) => ({ value: region, label: t(`regions.${region}`) }))}
      />
      <ChoiceCards
        name="delivery_preference"
        legend={t("form.where.delivery")}
        value={draft.delivery_preference}
        error={errorOf("delivery_preference")}
        onChange={(delivery_preference) => update({ delivery_preference })}
        choices={DELIVERY_PREFERENCES.map((preference) => ({
          value: preference,
          label: t(`delivery.${preference}`),
        }))}
      />
      <div className="grid gap-1">
        <Field
          label={optional(t("form.where.discreetNotes"))}
          hint={t("form.where.discreetNotesHint")}
          error={errorOf("discreet_notes")}
        >
          <Textarea
            name="discreet_notes"
            rows={3}
            value={draft.discreet_notes}
            onChange={(event) => update({ discreet_notes: event.target.value })}
          />
        </Field>
        <CharacterCount value={draft.discreet_notes} field="discreet_notes" />
      </div>
    </fieldset>
  );
}

export function RequirementsSection({ draft, update, errorOf }: SectionProps) {
  const { t } = useTranslation("applications");
  const keys = requirementKeysOf(draft.service_type);
  if (keys.length === 0) return null;
  return (
    <fieldset className="grid gap-3" aria-describedby="requirements-hint">
      <legend className={`${legendClass} mb-1`}>{t("form.requirements.legend")}</legend>
      <p id="requirements-hint" className="text-sm text-muted-foreground">
        {t("form.requirements.hint")}
      </p>
      {keys.map((key) => (
        <CheckBox
          key={key}
          name={`requirements.${key}`}
          checked={draft.requirements[key] === true}
          onChange={(checked) => update({ requirements: { ...draft.requirements, [key]: checked } })}
        >
          {t(`form.requirements.${key}`)}
        </CheckBox>
      ))}
      {errorOf("requirements") ? (
        <p className="text-sm font-medium text-destructive">{errorOf("requirements")}</p>
      ) : null}
    </fieldset>
  );
}

export function HealthSection({ draft, update, errorOf }: SectionProps) {
  const { t } = useTranslation("applications");
  const optional = useOptionalLabel();
  return (
    <fieldset className="grid gap-3">
      <legend className={`${legendClass} mb-1`}>{t("form.history.legend")}</legend>
      <p className="flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
        <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("form.history.privacy")}
      </p>
      <div className="grid gap-1">
        <Field
          label={optional(t("form.history.label"))}
          hint={t("form.history.hint")}
          error={errorOf("medical_history")}
        >
          <Textarea
            name="medical_history"
            rows={4}
            value={draft.medical_history}
            onChange={(event) => update({ medical_history: event.target.value })}
          />
        </Field>
        <CharacterCount value={draft.medical_history} field="medical_history" />
      </div>
    </fieldset>
  );
}

export function ConsentSection({ draft, update, errorOf }: SectionProps) {
  const { t } = useTranslation("applications");
  return (
    <fieldset className="grid gap-3">
      <legend className={`${legendClass} mb-1`}>{t("form.consent.legend")}</legend>
      <CheckBox
        name="consent_data"
        checked={draft.consent_data}
        error={errorOf("consent_data")}
        onChange={(consent_data) => update({ consent_data })}
      >
        {t("form.consent.data", { product: getConfig().siteName })} {t("form.required")}
      </CheckBox>
      <CheckBox
        name="consent_delivery"
        checked={draft.consent_delivery}
        error={errorOf("consent_delivery")}
        hint={draft.service_type === "art" ? t("form.consent.deliveryRequired") : undefined}
        onChange={(consent_delivery) => update({ consent_delivery })}
      >
        {t("form.consent.delivery")}
      </CheckBox>
    </fieldset>
  );
}
