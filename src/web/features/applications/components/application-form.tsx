import { useEffect } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Send } from "lucide-react";
import { z } from "zod";
import { serviceApplicationInputSchema } from "@shared/api/applications";
import { choice } from "@shared/api/fields";
import { SERVICE_TYPES, type Region, type ServiceType } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { notify } from "@web/lib/toast";
import {
  DRAFT_FIELDS,
  DRAFT_MAX_CHARS,
  emptyDraft,
  toRequest,
  type ApplicationDraft,
  type DraftField,
} from "../application-draft";
import { SubmitButton } from "@web/components/ui/form-submit";
import { useSubmitApplication, type SubmitFailure } from "../hooks/use-submit-application";
import {
  ConsentSection,
  ContactSection,
  HealthSection,
  RequirementsSection,
  ServiceSection,
  WhereSection,
} from "./form-sections";
import { FormAlert } from "@web/components/ui/form-alert";

/** Until a service is chosen only that question is on screen, so only it can be wrong. */
const serviceOnlySchema = z.object({ service_type: choice(SERVICE_TYPES) });

/** The field's own words for a code, else the code's, else "required"; with the field's limit. */
const COPY: ErrorCopy<string> = {
  key: (field, _name, code) => [`errors.${field}.${code}`, `errors.${code}`, "errors.required"],
  values: (field) => ({ max: DRAFT_MAX_CHARS[field as DraftField] }),
};

export interface ApplicationFormProps {
  defaults: { service_type: ServiceType | null; full_name: string; email: string; region: Region | null };
  onSent(): void;
  onCancel(): void;
}

/**
 * The service request form: the service first, then the rest of the form for it.
 * Errors show next to their field, from the browser's check or the server's 400.
 */
export function ApplicationForm({ defaults, onSent, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation("applications");
  const { form, formRef, errorOf, submit, showServerErrors } = useSchemaForm(
    (draft: ApplicationDraft) =>
      draft.service_type
        ? serviceApplicationInputSchema
        : (serviceOnlySchema as never as typeof serviceApplicationInputSchema),
    {
      defaultValues: emptyDraft(defaults),
      fields: DRAFT_FIELDS,
      copy: COPY,
      t,
      toInput: toRequest,
    },
  );
  const draft = form.watch();

  // The form opens in place of its button: keyboard and screen-reader users land in it.
  useEffect(() => {
    const radios = formRef.current?.querySelectorAll<HTMLInputElement>('[name="service_type"]') ?? [];
    const chosen = [...radios].find((radio) => radio.checked);
    (chosen ?? radios[0])?.focus();
  }, [formRef]);

  const {
    submit: send,
    pending,
    draftChanged,
  } = useSubmitApplication({
    onSent: (queued) => {
      if (!queued) notify.success(t("toasts.sent.title"), { description: t("toasts.sent.text") });
      onSent();
    },
    onFailure: (failure: SubmitFailure) => {
      if (failure.kind === "fields" && showServerErrors(failure.error)) return;
      const toast = failure.kind === "signed_out" ? "signedOut" : "failed";
      notify.error(t(`toasts.${toast}.title`), { description: t(`toasts.${toast}.text`) });
    },
  });

  const update = (patch: Partial<ApplicationDraft>) => {
    draftChanged();
    for (const [field, value] of Object.entries(patch)) form.setValue(field as DraftField, value as never);
    // A field's error goes once it is edited; the others stay until the next check.
    form.clearErrors(Object.keys(patch) as DraftField[]);
  };

  const onSubmit = submit(() => send(toRequest(form.getValues())));

  const sections = { draft, update, errorOf: (field: DraftField) => errorOf(field) };
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-8" aria-label={t("form.heading")}>
      <ServiceSection {...sections} />
      {draft.service_type ? (
        <>
          <ContactSection {...sections} />
          <WhereSection {...sections} />
          <RequirementsSection {...sections} />
          <HealthSection {...sections} />
          <ConsentSection {...sections} />
        </>
      ) : null}
      <FormAlert message={hasErrors ? t("form.fixErrors") : undefined} />
      <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t("start.cancel")}
        </Button>
        <SubmitButton
          pending={pending}
          pendingLabel={t("form.submitting")}
          icon={<Send aria-hidden="true" />}
        >
          {t("form.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
