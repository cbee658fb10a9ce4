import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Send } from "lucide-react";
import type { ContactRequest } from "@shared/api/contact";
import { Field } from "@web/components/ui/field";
import { Input, Textarea } from "@web/components/ui/input";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/http";
import { getConfig } from "@web/lib/config";
import { notify } from "@web/lib/toast";
import { sendContactMessage } from "../api";
import {
  CONTACT_MAX_CHARS,
  contactErrorsFromCodes,
  validateContact,
  type ContactErrors,
  type ContactField,
} from "../contact-errors";

const EMPTY: Record<ContactField, string> = { name: "", email: "", phone: "", subject: "", message: "" };

/** The contact form of the about/contact page (POST /api/contact). */
export function ContactForm() {
  const { t } = useTranslation("about");
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const send = useMutation({
    // Also offline: the offline queue keeps the message (TanStack Query would hold it back).
    networkMode: "always",
    mutationFn: (input: ContactRequest) => sendContactMessage(input),
    onSuccess: (result) => {
      setValues(EMPTY);
      setErrors({});
      // Kept for later: the offline notice has told the person already.
      if ("queued" in result) return;
      notify.success(t("toasts.success.title"), { description: t("toasts.success.text") });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        setErrors(contactErrorsFromCodes(error.fields));
        return;
      }
      notify.error(t("toasts.failure.title"), {
        description: t("toasts.failure.text", { phone: getConfig().contact.phone }),
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found ?? {});
    if (found) {
      // Focus the first field to fix, so keyboard and screen-reader users land on it.
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(values);
  };

  const field = (name: ContactField, optional: boolean) => {
    const error = errors[name];
    return {
      label: `${t(`form.fields.${name}.label`)}${optional ? ` ${t("form.optional")}` : ""}`,
      error: error ? t(error.key, { max: error.max }) : undefined,
      control: {
        name,
        value: values[name],
        placeholder: t(`form.fields.${name}.placeholder`),
        onChange: (event: { target: { value: string } }) =>
          setValues((current) => ({ ...current, [name]: event.target.value })),
      },
    };
  };

  const name = field("name", true);
  const email = field("email", true);
  const phone = field("phone", true);
  const subject = field("subject", true);
  const message = field("message", false);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-describedby="contact-form-intro">
      <p id="contact-form-intro" className="text-sm text-muted-foreground">
        {t("form.intro")}
      </p>
      <Field label={name.label} error={name.error}>
        <Input {...name.control} autoComplete="nickname" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={email.label} error={email.error}>
          <Input {...email.control} type="email" inputMode="email" autoComplete="email" />
        </Field>
        <Field label={phone.label} error={phone.error}>
          <Input {...phone.control} type="tel" inputMode="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field label={subject.label} error={subject.error}>
        <Input {...subject.control} />
      </Field>
      <Field
        label={message.label}
        error={message.error}
        hint={t("form.counter", { count: values.message.length, max: CONTACT_MAX_CHARS.message })}
      >
        <Textarea {...message.control} rows={6} required aria-required="true" />
      </Field>
      <p className="text-sm text-muted-foreground">{t("form.privacyNote")}</p>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        <Send aria-hidden="true" />
        {send.isPending ? t("form.sending") : t("form.submit")}
      </Button>
    </form>
  );
}
