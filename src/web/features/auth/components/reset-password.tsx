import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { checkPassword } from "@shared/domain/password";
import { Button, ButtonLink } from "@web/components/ui/button";
import { CodeInput, EmailInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { authErrorKey, passwordFieldError } from "../lib/auth-errors";
import { FormAlert, FormNote } from "./form-alert";
import { NewPasswordInput } from "./account-inputs";

function useNewPassword() {
  const { t } = useTranslation("auth");
  const [password, setPassword] = useState("");
  const problem = checkPassword(password).problem;
  return {
    password,
    setPassword,
    problemText: problem ? t(`password.problem.${problem}`, { count: 8 }) : null,
  };
}

function Done() {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-4">
      <FormNote message={t("reset.done")} />
      <ButtonLink to="/portal">{t("reset.toSignIn")}</ButtonLink>
    </div>
  );
}

/** Step two by e-mail: the link's token and a new password. */
export function ResetWithToken({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const { password, setPassword, problemText } = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShownProblem(problemText);
    if (problemText) return;
    setPending(true);
    setError(null);
    const result = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    const onPassword = passwordFieldError(result.error);
    if (onPassword) setShownProblem(t(onPassword, { count: 8 }));
    else if (result.error) setError(t(authErrorKey(result.error), { count: 8 }));
    else setDone(true);
  }

  if (done) return <Done />;
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field
        label={t("fields.newPassword")}
        hint={t("fields.passwordHint")}
        error={shownProblem ?? undefined}
      >
        <NewPasswordInput required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <FormAlert message={error} />
      <Button type="submit" disabled={pending || !password}>
        {pending ? t("reset.saving") : t("reset.save")}
      </Button>
    </form>
  );
}

/** Step one: a link by e-mail, or a code by SMS (then the code and a new password). */
export function RequestReset() {
  const { t } = useTranslation("auth");
  const [method, setMethod] = useState<"email" | "phone">("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [sentTo, setSentTo] = useState<{ method: "email" | "phone"; to: string } | null>(null);
  const [code, setCode] = useState("");
  const { password, setPassword, problemText } = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function request(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (method === "email") {
      if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setFieldError(t("errors.invalidEmail"));
      setFieldError(null);
      setPending(true);
      const result = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: "/reset-password",
      });
      setPending(false);
      if (result.error) return setError(t(authErrorKey(result.error)));
      setSentTo({ method, to: email.trim() });
    } else {
      const normalised = normaliseUgandanPhone(phone);
      if (!normalised) return setFieldError(t("errors.invalidPhone"));
      setFieldError(null);
      setPending(true);
      const result = await authClient.phoneNumber.requestPasswordReset({ phoneNumber: normalised });
      setPending(false);
      if (result.error) return setError(t(authErrorKey(result.error)));
      setSentTo({ method, to: normalised });
    }
  }

  async function resetByCode(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setFieldError(problemText);
    if (problemText) return;
    setPending(true);
    setError(null);
    const result = await authClient.phoneNumber.resetPassword({
      phoneNumber: sentTo.to,
      otp: code.trim(),
      newPassword: password,
    });
    setPending(false);
    const onPassword = passwordFieldError(result.error);
    if (onPassword) setFieldError(t(onPassword, { count: 8 }));
    else if (result.error) setError(t(authErrorKey(result.error), { count: 8 }));
    else setDone(true);
  }

  if (done) return <Done />;
  if (sentTo?.method === "email") return <FormNote message={t("reset.emailSent", { email: sentTo.to })} />;
  if (sentTo?.method === "phone") {
    return (
      <form onSubmit={resetByCode} className="grid gap-4" noValidate>
        <FormNote message={t("phone.sent", { phone: sentTo.to })} />
        <Field label={t("fields.code")} hint={t("fields.codeHint")}>
          <CodeInput value={code} onValueChange={setCode} />
        </Field>
        <Field
          label={t("fields.newPassword")}
          hint={t("fields.passwordHint")}
          error={fieldError ?? undefined}
        >
          <NewPasswordInput required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <FormAlert message={error} />
        <Button type="submit" disabled={pending || code.length !== 6 || !password}>
          {pending ? t("reset.saving") : t("reset.save")}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={request} className="grid gap-4" noValidate>
      <div
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
        role="group"
        aria-label={t("reset.how")}
      >
        {(["email", "phone"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={method === value}
            onClick={() => {
              setMethod(value);
              setFieldError(null);
            }}
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
      {method === "email" ? (
        <Field label={t("fields.email")} hint={t("reset.emailHint")} error={fieldError ?? undefined}>
          <EmailInput required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      ) : (
        <Field label={t("fields.phone")} hint={t("reset.phoneHint")} error={fieldError ?? undefined}>
          <Input
            type="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </Field>
      )}
      <FormAlert message={error} />
      <Button type="submit" disabled={pending}>
        {pending ? t("reset.sending") : method === "email" ? t("reset.sendLink") : t("reset.sendCode")}
      </Button>
    </form>
  );
}
