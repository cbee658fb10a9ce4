import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";
import { EmailInput } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { authClient } from "@web/lib/auth-client";
import { useAuthForm } from "../lib/auth-form";
import { signUpSchema } from "../lib/auth-schemas";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";
import { AccountNameInput, NewPasswordInput } from "./account-inputs";
import { CareSharingChoice } from "./care-sharing-choice";
import { CONFIRMED_LANDING, useResendConfirmation } from "../hooks/use-resend-confirmation";

const SIGN_UP_FIELDS = ["name", "email", "password"] as const;

/**
 * After sign-up: the same words whether the address was new or had an account (decision
 * 062). A new one has a link to open; a known one's owner has a note on what to do.
 */
function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const resend = useResendConfirmation();

  return (
    <div className="grid gap-4">
      <FormNote message={t("signUp.checkEmail", { email })} />
      {resend.isSuccess ? (
        <p role="status" className="text-sm font-medium">
          {t("verify.sent")}
        </p>
      ) : (
        <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
          {resend.isError ? t("verify.retry") : t("verify.resend")}
        </Button>
      )}
    </div>
  );
}

export function SignUpForm() {
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(signUpSchema, {
    defaultValues: { name: "", email: "", password: "", shareCareWithTeam: false },
    fields: SIGN_UP_FIELDS,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { name, email, password, shareCareWithTeam } = form.watch();

  // What was written, trimmed, is sent: the server's check is the one that stores.
  const onSubmit = submit(async () => {
    const values = form.getValues();
    const request = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      callbackURL: CONFIRMED_LANDING,
      // Kept with the new account when it is made (the server reads it on sign-up):
      // nobody is signed in to store it afterwards.
      shareCareWithTeam: values.shareCareWithTeam,
    };
    const result = await authClient.signUp.email(request);
    if (result.error) refuse(result.error, "password");
    else setSentTo(values.email.trim());
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("fields.name")} hint={t("fields.nameHint")} error={errorOf("name")}>
        <AccountNameInput {...form.register("name")} />
      </Field>
      <Field label={t("fields.email")} error={errorOf("email")}>
        <EmailInput required {...form.register("email")} />
      </Field>
      <Field label={t("fields.password")} hint={t("fields.passwordHint")} error={errorOf("password")}>
        <NewPasswordInput required {...form.register("password")} value={password} identity={[name, email]} />
      </Field>
      <CareSharingChoice
        checked={shareCareWithTeam}
        onChange={(checked) => form.setValue("shareCareWithTeam", checked)}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("signUp.pending")}>
        {t("signUp.submit")}
      </SubmitButton>
    </form>
  );
}
