import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { meQuery } from "@web/lib/auth";

const MIN_PASSWORD = 8;

export function SignUpForm() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string; form?: string }>(
    {},
  );
  const [pending, setPending] = useState(false);

  function validate() {
    const next: typeof errors = {};
    if (!name.trim()) next.name = t("errors.required");
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) next.email = t("errors.invalidEmail");
    if (password.length < MIN_PASSWORD) next.password = t("errors.passwordTooShort", { count: MIN_PASSWORD });
    return next;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const result = await authClient.signUp.email({ name: name.trim(), email: email.trim(), password });
    setPending(false);
    if (result.error) {
      setErrors({
        form:
          result.error.status === 429
            ? t("errors.tooMany")
            : result.error.code === "USER_ALREADY_EXISTS" || result.error.status === 422
              ? t("errors.emailTaken")
              : t("errors.generic"),
      });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
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
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label={t("fields.password")} hint={t("fields.passwordHint")} error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? t("signUp.pending") : t("signUp.submit")}
      </Button>
    </form>
  );
}
