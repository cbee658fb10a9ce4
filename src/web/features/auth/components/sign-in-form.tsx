import { useState } from "react";
import { Link } from "@web/lib/router";
import { EmailInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { authErrorKey } from "../lib/auth-errors";
import { useAuthForm } from "../lib/auth-form";
import { signInSchema } from "../lib/auth-schemas";
import { useSignedIn } from "../hooks/use-signed-in";
import { AuthRefusal, useResendConfirmation } from "../hooks/use-resend-confirmation";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";
import { TwoFactorChallenge } from "./forms-on-demand";

const SIGN_IN_FIELDS = ["email", "password"] as const;

/**
 * E-mail and password. An account with two-factor continues with onTwoFactor, or, when
 * the caller gives none, with the second step right here.
 */
export function SignInForm({ onTwoFactor }: { onTwoFactor?: () => void }) {
  const signedIn = useSignedIn();
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(signInSchema, {
    defaultValues: { email: "", password: "" },
    fields: SIGN_IN_FIELDS,
  });
  const [secondStep, setSecondStep] = useState(false);
  /** After a refusal: the address may be waiting for its confirmation link (decision 062). */
  const [linkOffered, setLinkOffered] = useState(false);
  const resend = useResendConfirmation();
  const { email, password } = form.watch();

  const sendLinkAgain = () =>
    resend.mutate(form.getValues("email").trim(), {
      onError: (error) => refuse(error instanceof AuthRefusal ? error.refusal : {}),
    });

  // The address as written (trimmed): the server's check is the one that counts.
  const onSubmit = submit(async () => {
    const values = form.getValues();
    // Loaded when the form is sent: a visitor who only looks at the sign-in page does not
    // download the accounts client (issue 20).
    const { authClient } = await import("@web/lib/auth-client");
    const result = await authClient.signIn.email({ email: values.email.trim(), password: values.password });
    if (result.error) {
      refuse(result.error);
      if (authErrorKey(result.error) === "errors.invalidCredentials") setLinkOffered(true);
      return;
    }
    if ((result.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      if (onTwoFactor) onTwoFactor();
      else setSecondStep(true);
    } else await signedIn();
  });

  if (secondStep) return <TwoFactorChallenge onCancel={() => setSecondStep(false)} />;

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("fields.email")} error={errorOf("email")}>
        <EmailInput required {...form.register("email")} />
      </Field>
      <Field label={t("fields.password")} error={errorOf("password")}>
        <Input type="password" autoComplete="current-password" required {...form.register("password")} />
      </Field>
      <FormAlert message={formError} />
      {resend.isSuccess ? (
        <FormNote message={t("verify.sentIfWaiting", { email: email.trim() })} />
      ) : linkOffered ? (
        <button
          type="button"
          className="justify-self-start text-sm font-medium text-primary underline underline-offset-4"
          disabled={resend.isPending}
          onClick={sendLinkAgain}
        >
          {t("verify.resendToAddress")}
        </button>
      ) : null}
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={t("signIn.pending")}
        disabled={!email.trim() || !password}
      >
        {t("signIn.submit")}
      </SubmitButton>
      <Link
        to="/reset-password"
        className="justify-self-center text-sm font-medium text-primary underline underline-offset-4"
      >
        {t("signIn.forgot")}
      </Link>
    </form>
  );
}
