import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Send } from "lucide-react";
import type { Region, ServiceType } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { notify } from "@web/lib/toast";
import {
  DRAFT_MAX_CHARS,
  emptyDraft,
  firstErrorField,
  toRequest,
  validateDraft,
  type ApplicationDraft,
  type DraftErrors,
  type DraftField,
} from "../application-draft";
import { useSubmitApplication, type SubmitFailure } from "../hooks/use-submit-application";
import {
  ConsentSection,
  ContactSection,
  HealthSection,
  RequirementsSection,
  ServiceSection,
  WhereSection,
} from "./form-sections";

export interface ApplicationFormProps {
  defaults: { service_type: ServiceType | null; full_name: string; email: string; region: Region | null };
  onSent(): void;
  onCancel(): void;
}

function focusField(form: HTMLFormElement | null, field: DraftField | undefined) {
  if (!form || !field) return;
  const selector = field === "requirements" ? '[name^="requirements."]' : `[name="${field}"]`;
  form.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * The service request form: the service first, then the rest of the form for it.
 * Errors show next to their field, from the browser's check or the server's 400.
 */
export function ApplicationForm({ defaults, onSent, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation("applications");
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ApplicationDraft>(() => emptyDraft(defaults));
  const [errors, setErrors] = useState<DraftErrors>({});

  // The form opens in place of its button: keyboard and screen-reader users land in it.
  useEffect(() => {
    const radios = formRef.current?.querySelectorAll<HTMLInputElement>('[name="service_type"]') ?? [];
    const chosen = [...radios].find((radio) => radio.checked);
    (chosen ?? radios[0])?.focus();
  }, []);

  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    // Wait for the fields to render (the rest of the form appears once a service is chosen).
    requestAnimationFrame(() => focusField(formRef.current, firstErrorField(found)));
  };

  const { submit, pending, draftChanged } = useSubmitApplication({
    onSent: (queued) => {
      if (!queued) notify.success(t("toasts.sent.title"), { description: t("toasts.sent.text") });
      onSent();
    },
    onFailure: (failure: SubmitFailure) => {
      if (failure.kind === "fields") return showErrors(failure.errors);
      const toast = failure.kind === "signed_out" ? "signedOut" : "failed";
      notify.error(t(`toasts.${toast}.title`), { description: t(`toasts.${toast}.text`) });
    },
  });

  const update = (patch: Partial<ApplicationDraft>) => {
    draftChanged();
    setDraft((current) => ({ ...current, ...patch }));
    // A field's error goes once it is edited; the others stay until the next check.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as DraftField];
      return next;
    });
  };

  const errorOf = (field: DraftField) => {
    const code = errors[field];
    if (!code) return undefined;
    return t([`errors.${field}.${code}`, `errors.${code}`, "errors.required"], {
      max: DRAFT_MAX_CHARS[field],
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Until a service is chosen only that question is on screen, so only it can be wrong.
    const found: DraftErrors = draft.service_type ? validateDraft(draft) : { service_type: "required" };
    if (Object.keys(found).length > 0) return showErrors(found);
    submit(toRequest(draft));
  };

  const sections = { draft, update, errorOf };
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
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t("form.fixErrors")}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t("start.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden="true" />
          {pending ? t("form.submitting") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
