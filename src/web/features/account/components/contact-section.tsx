import { useState, type BaseSyntheticEvent, type ReactNode, type RefObject } from "react";
import { z } from "zod";
import { useTranslation } from "@web/lib/i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { EmailInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { Badge } from "@web/components/ui/badge";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";
import { SubmitButton } from "@web/components/ui/form-submit";
import { accountEmail, accountPhone, codeSchema } from "@web/features/auth/lib/auth-schemas";
import { useAuthForm } from "@web/features/auth/lib/auth-form";
import { SmsCodeField } from "@web/features/auth/components/sms-code-field";
import { meQuery } from "@web/lib/auth";
import { securityQuery } from "../api";
import { useReauth } from "../hooks/use-reauth";
import { SettingsSection } from "./section";

const loadClient = async () => (await import("@web/lib/auth-client")).authClient;

type Change = "email" | "phone";

const emailSchema = z.object({ email: accountEmail() });
const phoneSchema = z.object({ phone: accountPhone() });

interface ChangeProps {
  /** The change is made (or, for an e-mail, on its way): what to say, and the box closes. */
  onDone: (note: string) => void;
  onCancel: () => void;
}

/** What a step's form needs of its form hook. */
interface StepForm {
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | undefined;
  form: { formState: { isSubmitting: boolean } };
}

/** One step of a change: its fields, the refusal no field names, and continue or cancel. */
function ChangeStep({
  of: { formRef, formError, form },
  onSubmit,
  pendingLabel,
  onCancel,
  children,
}: {
  of: StepForm;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<unknown>;
  pendingLabel: string;
  onCancel(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-3 rounded-lg border p-4" noValidate>
      {children}
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={pendingLabel}>
          {t("contact.continue")}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common:actions.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A new e-mail address: it is changed once the link sent to it is opened. */
function EmailChange({ onDone, onCancel }: ChangeProps) {
  const { t: tAccount } = useTranslation("account");
  const step = useAuthForm(emailSchema, { defaultValues: { email: "" }, fields: ["email"] });
  const { form, errorOf, refuse } = step;
  const onSubmit = step.submit(async ({ email }) => {
    const client = await loadClient();
    const result = await client.changeEmail({ newEmail: email, callbackURL: "/portal/settings" });
    if (result.error) return refuse(result.error);
    onDone(tAccount("contact.emailSent", { email }));
  });
  return (
    <ChangeStep of={step} onSubmit={onSubmit} pendingLabel={tAccount("contact.sending")} onCancel={onCancel}>
      <Field label={tAccount("contact.newEmail")} error={errorOf("email")}>
        <EmailInput required {...form.register("email")} />
      </Field>
    </ChangeStep>
  );
}

/** A new phone number, then the code sent to it. */
function PhoneChange({ onDone, onCancel }: ChangeProps) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  return codeSentTo ? (
    <PhoneCodeStep phone={codeSentTo} onDone={onDone} onCancel={onCancel} />
  ) : (
    <PhoneNumberStep onSent={setCodeSentTo} onCancel={onCancel} />
  );
}

function PhoneNumberStep({ onSent, onCancel }: { onSent: (phone: string) => void; onCancel(): void }) {
  const { t: tAccount } = useTranslation("account");
  const step = useAuthForm(phoneSchema, { defaultValues: { phone: "" }, fields: ["phone"] });
  const { form, errorOf, refuse } = step;
  const onSubmit = step.submit(async ({ phone }) => {
    const client = await loadClient();
    const result = await client.phoneNumber.sendOtp({ phoneNumber: phone });
    if (result.error) return refuse(result.error);
    onSent(phone);
  });
  return (
    <ChangeStep of={step} onSubmit={onSubmit} pendingLabel={tAccount("contact.sending")} onCancel={onCancel}>
      <Field
        label={tAccount("contact.newPhone")}
        hint={tAccount("contact.phoneHint")}
        error={errorOf("phone")}
      >
        <Input type="tel" autoComplete="tel" required {...form.register("phone")} />
      </Field>
    </ChangeStep>
  );
}

function PhoneCodeStep({ phone, onDone, onCancel }: ChangeProps & { phone: string }) {
  const { t: tAccount } = useTranslation("account");
  const queryClient = useQueryClient();
  const step = useAuthForm(codeSchema, { defaultValues: { code: "" }, fields: ["code"] });
  const { form, errorOf, refuse } = step;
  const onSubmit = step.submit(async ({ code }) => {
    const client = await loadClient();
    const result = await client.phoneNumber.verify({ phoneNumber: phone, code, updatePhoneNumber: true });
    if (result.error) return refuse(result.error);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: securityQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);
    onDone(tAccount("contact.phoneChanged"));
  });
  return (
    <ChangeStep of={step} onSubmit={onSubmit} pendingLabel={tAccount("contact.checking")} onCancel={onCancel}>
      <FormNote message={tAccount("contact.codeSent", { phone })} />
      <SmsCodeField control={form.control} error={errorOf("code")} />
    </ChangeStep>
  );
}

/** The account's e-mail and phone; changing either needs re-authentication first. */
export function ContactSection() {
  const { t } = useTranslation("account");
  const security = useQuery(securityQuery);
  const { confirm, dialog } = useReauth();
  const [changing, setChanging] = useState<Change | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const begin = (change: Change) =>
    confirm(change === "email" ? t("contact.changeEmail") : t("contact.changePhone"), () => {
      setChanging(change);
      setNote(null);
    });
  const onDone = (said: string) => {
    setChanging(null);
    setNote(said);
  };
  const onCancel = () => setChanging(null);

  const data = security.data;
  return (
    <SettingsSection id="contact" title={t("contact.title")} description={t("contact.description")}>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{t("contact.email")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="break-all">{data?.email ?? t("contact.none")}</span>
          {data?.email ? (
            <Badge variant={data.emailVerified ? "secondary" : "outline"}>
              {data.emailVerified ? t("contact.verified") : t("contact.notVerified")}
            </Badge>
          ) : null}
          <Button size="sm" variant="link" className="h-auto px-0" onClick={() => begin("email")}>
            {data?.email ? t("contact.changeEmail") : t("contact.addEmail")}
          </Button>
        </dd>
        <dt className="font-medium">{t("contact.phone")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span>{data?.phoneNumber ?? t("contact.none")}</span>
          <Button size="sm" variant="link" className="h-auto px-0" onClick={() => begin("phone")}>
            {data?.phoneNumber ? t("contact.changePhone") : t("contact.addPhone")}
          </Button>
        </dd>
      </dl>
      {changing === "email" ? <EmailChange onDone={onDone} onCancel={onCancel} /> : null}
      {changing === "phone" ? <PhoneChange onDone={onDone} onCancel={onCancel} /> : null}
      <FormNote message={note} />
      {dialog}
    </SettingsSection>
  );
}
