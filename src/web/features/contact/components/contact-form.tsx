import { useCallback, useEffect, useState, type FormEvent, type RefObject } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import {
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_SUBJECT_MAX_CHARS,
  contactMessageFieldsSchema,
  contactMessageInputSchema,
  type ContactRequest,
  type SignedInContactRequest,
} from "@shared/api/contact";
import { REGIONS, type Region } from "@shared/constants";
import { SendButton } from "@web/components/ui/form-submit";
import { Field } from "@web/components/ui/field";
import { EmailInput, Input, Textarea } from "@web/components/ui/input";
import { NEEDS_SCRIPT, SendNeedsScript } from "@web/components/ui/send-needs-script";
import { meQuery, useAuth } from "@web/lib/auth";
import { getConfig } from "@web/lib/config";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { notify } from "@web/lib/toast";
import { sendContactMessage } from "../api";

const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type ContactValues = Record<ContactField, string> & { region: Region | "" };

const EMPTY: ContactValues = { name: "", email: "", phone: "", subject: "", message: "", region: "" };

const MAX_CHARS: Record<ContactField | "region", number | undefined> = {
  name: CONTACT_NAME_MAX_CHARS,
  email: 254,
  phone: 32,
  subject: CONTACT_SUBJECT_MAX_CHARS,
  message: CONTACT_MESSAGE_MAX_CHARS,
  region: undefined,
};

/** `form.errors.<field>.<code>`, with the field's length; one message for "no way to reply". */
const COPY: ErrorCopy<keyof ContactValues> = {
  key: (field, name) => `form.errors.${field}.${name}`,
  overrides: { email_or_phone_required: "form.errors.needContact" },
  values: (field) => ({ max: MAX_CHARS[field] }),
};

/**
 * The contact form of the about/contact page (POST /api/contact). A visitor may give a name
 * and leaves an e-mail or phone for the reply; a signed-in person is asked for neither: the
 * team answers them in their portal, and the server knows them by their account
 * (docs/decisions/056-identity-of-signed-in-senders.md). Until the account is known (or
 * offline, where it may never be), the visitor's form shows: it suits both. A send made
 * while the account is being asked for waits for the answer, then is checked as that
 * person's: a visitor's check would refuse a signed-in person for an e-mail or phone they
 * are never asked for, on fields that vanish a moment later, and nothing would be sent.
 */
export function ContactForm() {
  const { t } = useTranslation("about");
  const { isAuthenticated, me, loading } = useAuth();
  // Asked only of a signed-in person whose profile has no region yet.
  const askRegion = isAuthenticated && !me?.profile.region;
  // A signed-in sender's check: the account answers for who they are, so only the message counts.
  const toInput = ({ region, ...values }: ContactValues): ContactRequest | SignedInContactRequest =>
    isAuthenticated
      ? { subject: values.subject, message: values.message, ...(askRegion && region ? { region } : {}) }
      : values;
  const { form, formRef, errorOf, submit, showServerErrors } = useSchemaForm(
    isAuthenticated ? contactMessageFieldsSchema : contactMessageInputSchema,
    {
      defaultValues: EMPTY,
      fields: CONTACT_FIELDS,
      copy: COPY,
      t,
      toInput,
      // The first field the schema names: "write a message" before "give an e-mail or a phone number".
      focusOrder: "schema",
    },
  );

  const send = useMutation({
    // Also offline: the offline queue keeps the message.
    ...TRIED_AT_ONCE,
    mutationFn: (input: ContactRequest | SignedInContactRequest) => sendContactMessage(input),
    onSuccess: (result) => {
      form.reset(EMPTY);
      // Kept for later: the offline notice has told the person already.
      if (result.queued) return;
      notify.success(t("toasts.success.title"), { description: t("toasts.success.text") });
    },
    onError: (error) => {
      if (showServerErrors(error)) return;
      notify.error(t("toasts.failure.title"), {
        description: t("toasts.failure.text", { phone: getConfig().contact.phone }),
      });
    },
  });

  // What was written is sent as written; the server's check is the one that stores.
  const check = submit(() => send.mutate(toInput(form.getValues())));
  const { held, onSubmit } = useHeldWhileAccountAsked(loading, formRef, check);
  const messageLength = form.watch("message").length;

  const field = (name: ContactField, optional: boolean) => ({
    label: `${t(`form.fields.${name}.label`)}${optional ? ` ${t("form.optional")}` : ""}`,
    error: errorOf(name),
    control: { ...form.register(name), placeholder: t(`form.fields.${name}.placeholder`) },
  });

  const name = field("name", true);
  const email = field("email", true);
  const phone = field("phone", true);
  const subject = field("subject", true);
  const message = field("message", false);

  // POST: on a page the server drew, sent without scripts, what was written goes in no
  // address (decision 076).
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby="contact-form-intro"
    >
      <p id="contact-form-intro" className="text-sm text-muted-foreground">
        {isAuthenticated ? t("form.signedInIntro") : t("form.intro")}
      </p>
      {isAuthenticated ? null : (
        <>
          <Field label={name.label} error={name.error}>
            <Input {...name.control} autoComplete="nickname" />
          </Field>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field label={email.label} error={email.error}>
              <EmailInput {...email.control} />
            </Field>
            <Field label={phone.label} error={phone.error}>
              <Input {...phone.control} type="tel" inputMode="tel" autoComplete="tel" />
            </Field>
          </div>
        </>
      )}
      {askRegion ? (
        <Field
          label={`${t("form.fields.region.label")} ${t("form.optional")}`}
          hint={t("form.fields.region.hint")}
        >
          <select
            {...form.register("region")}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            <option value="">{t("form.fields.region.choose")}</option>
            {REGIONS.map((option) => (
              <option key={option} value={option}>
                {t(`form.fields.region.options.${option}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field label={subject.label} error={subject.error}>
        <Input {...subject.control} />
      </Field>
      <Field
        label={message.label}
        error={message.error}
        hint={t("form.counter", { count: messageLength, max: CONTACT_MESSAGE_MAX_CHARS })}
      >
        <Textarea {...message.control} rows={6} required aria-required="true" />
      </Field>
      <p className="text-sm text-muted-foreground">{t("form.privacyNote")}</p>
      <SendNeedsScript>{t("form.noScript")}</SendNeedsScript>
      <SendButton pending={held || send.isPending} pendingLabel={t("form.sending")} {...NEEDS_SCRIPT}>
        {t("form.submit")}
      </SendButton>
    </form>
  );
}

/**
 * A submit made while the account is asked for is held, and made again once the answer is
 * in, or once the question waits for a connection (offline, TanStack Query pauses it),
 * where the answer may never come and the visitor's form stands.
 */
function useHeldWhileAccountAsked(
  loading: boolean,
  formRef: RefObject<HTMLFormElement | null>,
  check: (event: FormEvent<HTMLFormElement>) => unknown,
) {
  const queryClient = useQueryClient();
  const accountComing = useCallback(
    () => loading && queryClient.getQueryState(meQuery.queryKey)?.fetchStatus !== "paused",
    [loading, queryClient],
  );
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    let sent = false;
    const sendIfAnswered = () => {
      if (sent || accountComing()) return;
      sent = true;
      formRef.current?.requestSubmit();
    };
    sendIfAnswered();
    return queryClient.getQueryCache().subscribe(sendIfAnswered);
  }, [held, accountComing, formRef, queryClient]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const wait = accountComing();
    setHeld(wait);
    if (!wait) return check(event);
    event.preventDefault();
  };
  return { held, onSubmit };
}
