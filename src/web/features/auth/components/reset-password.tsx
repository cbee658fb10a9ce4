import { useState } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "@web/lib/i18n";
import { ButtonLink } from "@web/components/ui/button";
import { EmailInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { authClient } from "@web/lib/auth-client";
import { useAuthForm } from "../lib/auth-form";
import { newPasswordSchema, resetByCodeSchema, resetRequestSchema } from "../lib/auth-schemas";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";
import { SmsCodeField } from "./sms-code-field";
import { NewPasswordInput } from "./account-inputs";

type Method = "email" | "phone";

const PASSWORD_FIELDS = ["password"] as const;
const CODE_FIELDS = ["code", "password"] as const;
const REQUEST_FIELDS = ["email", "phone"] as const;

function Done() {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-4">
      <FormNote message={t("reset.done")} />
      <ButtonLink to="/portal">{t("reset.toSignIn")}</ButtonLink>
    </div>
  );
}

/** The new password, the form's alert and Save: how both second steps end. */
function NewPasswordAndSave<V extends { password: string }>(props: {
  form: UseFormReturn<V>;
  error: string | undefined;
  formError: string | undefined;
  ready: boolean;
}) {
  const { t } = useTranslation("auth");
  const field = "password" as Path<V>;
  return (
    <>
      <Field label={t("fields.newPassword")} hint={t("fields.passwordHint")} error={props.error}>
        <NewPasswordInput required {...props.form.register(field)} value={props.form.watch(field)} />
      </Field>
      <FormAlert message={props.formError} />
      <SubmitButton
        pending={props.form.formState.isSubmitting}
        pendingLabel={t("reset.saving")}
        disabled={!props.ready}
      >
        {t("reset.save")}
      </SubmitButton>
    </>
  );
}

/** Step two by e-mail: the link's token and a new password. */
export function ResetWithToken({ token }: { token: string }) {
  const { form, formRef, errorOf, submit, formError, refuse } = useAuthForm(newPasswordSchema, {
    defaultValues: { password: "" },
    fields: PASSWORD_FIELDS,
  });
  const password = form.watch("password");

  const onSubmit = submit(async (values) => {
    const result = await authClient.resetPassword({ newPassword: values.password, token });
    if (result.error) refuse(result.error, "password");
  });

  // Sent, and neither the schema nor the server had a word to say.
  if (form.formState.isSubmitSuccessful) return <Done />;
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <NewPasswordAndSave
        form={form}
        error={errorOf("password")}
        formError={formError}
        ready={password !== ""}
      />
    </form>
  );
}

/** Step two by SMS: the code and a new password. */
function ResetByCode({ phone }: { phone: string }) {
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(resetByCodeSchema, {
    defaultValues: { code: "", password: "" },
    fields: CODE_FIELDS,
  });
  const { code, password } = form.watch();

  const onSubmit = submit(async (values) => {
    const result = await authClient.phoneNumber.resetPassword({
      phoneNumber: phone,
      otp: values.code,
      newPassword: values.password,
    });
    if (result.error) refuse(result.error, "password");
  });

  if (form.formState.isSubmitSuccessful) return <Done />;
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormNote message={t("phone.sent", { phone })} />
      <SmsCodeField control={form.control} error={errorOf("code")} />
      <NewPasswordAndSave
        form={form}
        error={errorOf("password")}
        formError={formError}
        ready={code.length === 6 && password !== ""}
      />
    </form>
  );
}

/** How the link or the code is asked for: by e-mail or by phone. */
function MethodSwitch({ method, onChange }: { method: Method; onChange: (method: Method) => void }) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1" role="group" aria-label={t("reset.how")}>
      {(["email", "phone"] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={method === value}
          onClick={() => onChange(value)}
          className={
            method === value
              ? "h-10 rounded-md bg-background text-sm font-medium shadow-sm"
              : "h-10 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
          }
        >
          {t(`method.${value}`)}
        </button>
      ))}
    </div>
  );
}

/** Step one: a link by e-mail, or a code by SMS (then the code and a new password). */
export function RequestReset() {
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(resetRequestSchema, {
    defaultValues: { method: "email" as Method, email: "", phone: "" },
    fields: REQUEST_FIELDS,
  });
  const [sentTo, setSentTo] = useState<{ method: Method; to: string } | null>(null);
  const method = form.watch("method");

  // The chosen method's schema gives its own field only: the number as +2567XXXXXXXX, or
  // the address, sent as written (trimmed).
  const onSubmit = submit(async (values) => {
    if ("phone" in values) {
      const result = await authClient.phoneNumber.requestPasswordReset({ phoneNumber: values.phone });
      if (result.error) return refuse(result.error);
      return setSentTo({ method: "phone", to: values.phone });
    }
    const email = form.getValues("email").trim();
    const result = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
    if (result.error) return refuse(result.error);
    setSentTo({ method: "email", to: email });
  });

  if (sentTo?.method === "email") return <FormNote message={t("reset.emailSent", { email: sentTo.to })} />;
  if (sentTo?.method === "phone") return <ResetByCode phone={sentTo.to} />;

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <MethodSwitch
        method={method}
        onChange={(value) => {
          form.setValue("method", value);
          form.clearErrors(["email", "phone"]);
        }}
      />
      {method === "email" ? (
        <Field label={t("fields.email")} hint={t("reset.emailHint")} error={errorOf("email")}>
          <EmailInput required {...form.register("email")} />
        </Field>
      ) : (
        <Field label={t("fields.phone")} hint={t("reset.phoneHint")} error={errorOf("phone")}>
          <Input type="tel" autoComplete="tel" required {...form.register("phone")} />
        </Field>
      )}
      <FormAlert message={formError} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("reset.sending")}>
        {method === "email" ? t("reset.sendLink") : t("reset.sendCode")}
      </SubmitButton>
    </form>
  );
}
