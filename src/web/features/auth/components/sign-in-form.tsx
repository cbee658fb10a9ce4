import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { meQuery } from "@web/lib/auth";

export function SignInForm() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await authClient.signIn.email({ email: email.trim(), password });
    setPending(false);
    if (result.error) {
      setError(result.error.status === 429 ? t("errors.tooMany") : t("errors.invalidCredentials"));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("fields.email")}>
        <Input
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label={t("fields.password")}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending || !email.trim() || !password}>
        {pending ? t("signIn.pending") : t("signIn.submit")}
      </Button>
    </form>
  );
}
