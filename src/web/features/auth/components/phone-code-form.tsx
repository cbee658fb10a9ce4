import { AccountNameInput } from "./account-inputs";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { Button } from "@web/components/ui/button";
import { CodeInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { authErrorKey } from "../lib/auth-errors";
import { useSignedIn } from "../hooks/use-signed-in";
import { FormAlert, FormNote } from "./form-alert";
import { CareSharingChoice, keepCareSharingChoice } from "./care-sharing-choice";

/** The name Better Auth gives a phone account until its owner chooses one. */
const PLACEHOLDER_NAME = "Member";

/**
 * Sign in or sign up with a Ugandan mobile number and a code sent by SMS: no password
 * to remember on a shared phone. A new number becomes a new account (with the name
 * given, when signing up).
 */
export function PhoneCodeForm({
  mode,
  onTwoFactor,
}: {
  mode: "sign-in" | "sign-up";
  onTwoFactor: () => void;
}) {
  const { t } = useTranslation("auth");
  const signedIn = useSignedIn();
  const [name, setName] = useState("");
  const [shareCare, setShareCare] = useState(false);
  const [phone, setPhone] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ name?: string; phone?: string }>({});
  const [pending, setPending] = useState(false);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const normalised = normaliseUgandanPhone(phone);
    const problems = {
      ...(mode === "sign-up" && !name.trim() ? { name: t("errors.required") } : {}),
      ...(normalised ? {} : { phone: t("errors.invalidPhone") }),
    };
    setFieldError(problems);
    if (!normalised || Object.keys(problems).length > 0) return;
    setPending(true);
    setError(null);
    const result = await authClient.phoneNumber.sendOtp({ phoneNumber: normalised });
    setPending(false);
    if (result.error) {
      setError(t(authErrorKey(result.error)));
      return;
    }
    setSentTo(normalised);
    setCode("");
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setPending(true);
    setError(null);
    const result = await authClient.phoneNumber.verify({ phoneNumber: sentTo, code: code.trim() });
    if (result.error) {
      setPending(false);
      setError(t(authErrorKey(result.error)));
      return;
    }
    const data = result.data as { twoFactorRedirect?: boolean; user?: { name?: string } } | null;
    if (data?.twoFactorRedirect) {
      setPending(false);
      onTwoFactor();
      return;
    }
    if (name.trim() && data?.user?.name === PLACEHOLDER_NAME)
      await authClient.updateUser({ name: name.trim() });
    if (mode === "sign-up") await keepCareSharingChoice(shareCare, t);
    setPending(false);
    await signedIn();
  }

  if (sentTo) {
    return (
      <form onSubmit={verify} className="grid gap-4" noValidate>
        <FormNote message={t("phone.sent", { phone: sentTo })} />
        <Field label={t("fields.code")} hint={t("fields.codeHint")}>
          <CodeInput value={code} onValueChange={setCode} />
        </Field>
        <FormAlert message={error} />
        <Button type="submit" disabled={pending || code.length !== 6}>
          {pending ? t("phone.verifying") : t("phone.verify")}
        </Button>
        <div className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => void sendCode()}
          >
            {t("phone.resend")}
          </button>
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => setSentTo(null)}
          >
            {t("phone.changeNumber")}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} className="grid gap-4" noValidate>
      {mode === "sign-up" ? (
        <Field label={t("fields.name")} hint={t("fields.nameHint")} error={fieldError.name}>
          <AccountNameInput value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
      ) : null}
      <Field label={t("fields.phone")} hint={t("fields.phoneHint")} error={fieldError.phone}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Field>
      {mode === "sign-up" ? <CareSharingChoice checked={shareCare} onChange={setShareCare} /> : null}
      <FormAlert message={error} />
      <Button type="submit" disabled={pending || !phone.trim()}>
        {pending ? t("phone.sending") : t("phone.send")}
      </Button>
    </form>
  );
}
