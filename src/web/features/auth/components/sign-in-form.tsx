import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";
import { EmailInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { authErrorKey } from "../lib/auth-errors";
import { useSignedIn } from "../hooks/use-signed-in";
import { FormAlert, FormNote } from "./form-alert";
import { TwoFactorChallenge } from "./two-factor-challenge";

/**
 * E-mail and password. An account with two-factor continues with onTwoFactor, or, when
 * the caller gives none, with the second step right here.
 */
export function SignInForm({ onTwoFactor }: { onTwoFactor?: () => void }) {
  const { t } = useTranslation("auth");
  const signedIn = useSignedIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  /** After a refusal: the address may be waiting for its confirmation link (decision 062). */
  const [linkOffer, setLinkOffer] = useState<"hidden" | "offered" | "sending" | "sent">("hidden");

  async function sendLinkAgain() {
    setLinkOffer("sending");
    const result = await authClient.sendVerificationEmail({
      email: email.trim(),
      callbackURL: "/portal?verified=1",
    });
    if (result.error) {
      setLinkOffer("offered");
      setError(t(authErrorKey(result.error)));
    } else setLinkOffer("sent");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await authClient.signIn.email({ email: email.trim(), password });
    setPending(false);
    if (result.error) {
      const key = authErrorKey(result.error);
      setError(t(key));
      if (key === "errors.invalidCredentials") setLinkOffer("offered");
      return;
    }
    if ((result.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      if (onTwoFactor) onTwoFactor();
      else setSecondStep(true);
    } else await signedIn();
  }

  if (secondStep) return <TwoFactorChallenge onCancel={() => setSecondStep(false)} />;

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("fields.email")}>
        <EmailInput required value={email} onChange={(e) => setEmail(e.target.value)} />
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
      <FormAlert message={error} />
      {linkOffer === "sent" ? (
        <FormNote message={t("verify.sentIfWaiting", { email: email.trim() })} />
      ) : linkOffer !== "hidden" ? (
        <button
          type="button"
          className="justify-self-start text-sm font-medium text-primary underline underline-offset-4"
          disabled={linkOffer === "sending"}
          onClick={() => void sendLinkAgain()}
        >
          {t("verify.resendToAddress")}
        </button>
      ) : null}
      <Button type="submit" disabled={pending || !email.trim() || !password}>
        {pending ? t("signIn.pending") : t("signIn.submit")}
      </Button>
      <Link
        to="/reset-password"
        className="justify-self-center text-sm font-medium text-primary underline underline-offset-4"
      >
        {t("signIn.forgot")}
      </Link>
    </form>
  );
}
