import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import { CONTACT_MESSAGE_MAX_CHARS } from "@shared/api/contact";
import { SendButton, SentNotice } from "@web/components/ui/form-submit";
import { Field } from "@web/components/ui/field";
import { EmailInput, Input, Textarea } from "@web/components/ui/input";
import { Button } from "@web/components/ui/button";
import { NEEDS_SCRIPT, SendNeedsScript } from "@web/components/ui/send-needs-script";
import { getConfig } from "@web/lib/config";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { notify } from "@web/lib/toast";
import { sendContactMessage } from "../api";
import {
  INQUIRY_FIELDS,
  inquirySchema,
  toContactMessage,
  toInquiryInput,
  type InquiryField,
  type InquiryValues,
} from "../inquiry-fields";

/** The code's own message, else "This field is required." */
const COPY: ErrorCopy<string> = {
  key: (_field, _name, code) => [`inquiry.errors.${code}`, "inquiry.errors.required"],
};
/** The server checks the subject the organisation is written into. */
const ALIASES = { subject: "organisation" } as const;

interface InquiryFormProps {
  source: "partner" | "donor";
  /** The kinds of inquiry offered; their labels are pages:inquiry.kinds.<source>.<kind>. */
  kinds: readonly string[];
}

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** A partnership or donor inquiry; it reaches the team's inbox as a message. */
export function InquiryForm({ source, kinds }: InquiryFormProps) {
  const { t } = useTranslation("pages");
  const empty: InquiryValues = {
    kind: kinds[0] ?? "",
    name: "",
    organisation: "",
    email: "",
    phone: "",
    message: "",
  };
  const { form, formRef, errorOf, submit, showServerErrors } = useSchemaForm(inquirySchema, {
    defaultValues: empty,
    fields: INQUIRY_FIELDS,
    copy: COPY,
    t,
    toInput: (values) => toInquiryInput(values, kindLabelOf(values.kind)),
    aliases: ALIASES,
  });
  const kindLabelOf = (kind: string) => t(`inquiry.kinds.${source}.${kind}`);

  const send = useMutation({
    // Also offline: the offline queue keeps the inquiry, as it keeps a contact message.
    ...TRIED_AT_ONCE,
    mutationFn: (values: InquiryValues) =>
      sendContactMessage({ ...toContactMessage(values, kindLabelOf(values.kind)), source }),
    onSuccess: () => form.reset(empty),
    onError: (error) => {
      if (showServerErrors(error)) return;
      notify.error(t("inquiry.failure.title"), {
        description: t("inquiry.failure.text", { email: getConfig().contact.email }),
      });
    },
  });

  const onSubmit = submit(() => send.mutate(form.getValues()));
  const messageLength = form.watch("message").length;

  // Kept for later, the inquiry is not yet received: the offline notice says so, the form stays.
  if (send.isSuccess && !send.data.queued) {
    return (
      <SentNotice title={t("inquiry.success.title")} text={t("inquiry.success.text")}>
        <Button variant="outline" onClick={() => send.reset()}>
          {t("inquiry.success.another")}
        </Button>
      </SentNotice>
    );
  }

  const control = (name: InquiryField) => form.register(name);
  const error = (name: InquiryField) => errorOf(name);
  const optional = (name: InquiryField) => `${t(`inquiry.fields.${name}`)} ${t("inquiry.optional")}`;

  // POST: on a page the server drew, sent without scripts, what was written goes in no
  // address (decision 076).
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field label={t(`inquiry.kindLabel.${source}`)}>
        <select className={selectClass} {...form.register("kind")}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`inquiry.kinds.${source}.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t("inquiry.fields.organisation")} error={error("organisation")}>
          <Input {...control("organisation")} autoComplete="organization" required aria-required="true" />
        </Field>
        <Field label={optional("name")} error={error("name")}>
          <Input {...control("name")} autoComplete="name" />
        </Field>
        {/* The reply rule is the hint until it is the error; then it is said once, as the error. */}
        <Field
          label={optional("email")}
          error={error("email")}
          hint={error("email") === t("inquiry.replyHint") ? undefined : t("inquiry.replyHint")}
        >
          <EmailInput {...control("email")} />
        </Field>
        <Field label={optional("phone")} error={error("phone")}>
          <Input {...control("phone")} type="tel" inputMode="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field
        label={t("inquiry.fields.message")}
        error={error("message")}
        hint={t("inquiry.counter", { count: messageLength, max: CONTACT_MESSAGE_MAX_CHARS })}
      >
        <Textarea
          {...control("message")}
          rows={6}
          required
          aria-required="true"
          placeholder={t(`inquiry.placeholder.${source}`)}
        />
      </Field>
      <SendNeedsScript>{t("inquiry.noScript")}</SendNeedsScript>
      <SendButton pending={send.isPending} pendingLabel={t("inquiry.sending")} {...NEEDS_SCRIPT}>
        {t("inquiry.submit")}
      </SendButton>
    </form>
  );
}
