import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { checkPassword } from "@shared/domain/password";
import { Button } from "@web/components/ui/button";
import { EmailInput } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { authErrorKey, passwordFieldError } from "../lib/auth-errors";
import { FormAlert, FormNote } from "./form-alert";
import { AccountNameInput, NewPasswordInput } from "./account-inputs";
import { CareSharingChoice } from "./care-sharing-choice";

interface Errors {
  name?: string;
  email?: string;
  password?: string;
  form?: string;
}

const CONFIRMED_LANDING = "/portal?verified=1";

/**
 * After sign-up: the same words whether the address was new or had an account (decision
 * 062). A new one has a link to open; a known one's owner has a note on what to do.
 */
function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");

  async function resend() {
    setState("sending");
    const result = await authClient.sendVerificationEmail({ email, callbackURL: CONFIRMED_LANDING });
    setState(result.error ? "failed" : "sent");
  }

  return (
    <div className="grid gap-4">
      <FormNote message={t("signUp.checkEmail", { email })} />
      {state === "sent" ? (
        <p role="status" className="text-sm font-medium">
          {t("verify.sent")}
        </p>
      ) : (
        <Button variant="outline" disabled={state === "sending"} onClick={() => void resend()}>
          {state === "failed" ? t("verify.retry") : t("verify.resend")}
        </Button>
      )}
    </div>
  );
}

export function SignUpForm() {
  const { t } = useTranslation("auth");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shareCare, setShareCare] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function validate(): Errors {
    const next: Errors = {};
    if (!name.trim()) next.name = t("errors.required");
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) next.email = t("errors.invalidEmail");
    const { problem } = checkPassword(password, [name, email]);
    if (problem) next.password = t(`password.problem.${problem}`, { count: 8 });
    return next;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const request = {
      name: name.trim(),
      email: email.trim(),
      password,
      callbackURL: CONFIRMED_LANDING,
      // Kept with the new account when it is made (the server reads it on sign-up):
      // nobody is signed in to store it afterwards.
      shareCareWithTeam: shareCare,
    };
    const result = await authClient.signUp.email(request);
    setPending(false);
    if (result.error) {
      const onPassword = passwordFieldError(result.error);
      setErrors(
        onPassword
          ? { password: t(onPassword, { count: 8 }) }
          : { form: t(authErrorKey(result.error), { count: 8 }) },
      );
      return;
    }
    setSentTo(email.trim());
  }

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("fields.name")} hint={t("fields.nameHint")} error={errors.name}>
        <AccountNameInput value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t("fields.email")} error={errors.email}>
        <EmailInput required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label={t("fields.password")} hint={t("fields.passwordHint")} error={errors.password}>
        <NewPasswordInput
          required
          value={password}
          identity={[name, email]}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <CareSharingChoice checked={shareCare} onChange={setShareCare} />
      <FormAlert message={errors.form} />
      <Button type="submit" disabled={pending}>
        {pending ? t("signUp.pending") : t("signUp.submit")}
      </Button>
    </form>
  );
}
