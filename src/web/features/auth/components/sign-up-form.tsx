import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { checkPassword } from "@shared/domain/password";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { authErrorKey } from "../lib/auth-errors";
import { useSignedIn } from "../hooks/use-signed-in";
import { FormAlert } from "./form-alert";
import { NewPasswordInput } from "./password-input";
import { CareSharingChoice, keepCareSharingChoice } from "./care-sharing-choice";

interface Errors {
  name?: string;
  email?: string;
  password?: string;
  form?: string;
}

export function SignUpForm() {
  const { t } = useTranslation("auth");
  const signedIn = useSignedIn();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shareCare, setShareCare] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

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
    const result = await authClient.signUp.email({
      name: name.trim(),
      email: email.trim(),
      password,
      callbackURL: "/portal?verified=1",
    });
    setPending(false);
    if (result.error) {
      const key = result.error.status === 422 ? "errors.emailTaken" : authErrorKey(result.error);
      setErrors({ form: t(key, { count: 8 }) });
      return;
    }
    await keepCareSharingChoice(shareCare, t);
    await signedIn();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("fields.name")} hint={t("fields.nameHint")} error={errors.name}>
        <Input autoComplete="nickname" required value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t("fields.email")} error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
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
