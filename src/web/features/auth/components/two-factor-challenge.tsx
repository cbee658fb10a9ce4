import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";
import { CodeInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { authClient } from "@web/lib/auth-client";
import { emitAuthEvent } from "@web/lib/auth";
import { authErrorKey } from "../lib/auth-errors";
import { useSignedIn } from "../hooks/use-signed-in";
import { FormAlert } from "./form-alert";

/**
 * The second step of a sign-in into an account with two-factor: the code from the
 * authenticator app, or one of the backup codes (each works once).
 */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation("auth");
  const signedIn = useSignedIn();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = useBackup
      ? await authClient.twoFactor.verifyBackupCode({ code: code.trim() })
      : await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setPending(false);
    if (result.error) {
      const key = authErrorKey(result.error);
      setError(t(key));
      if (key === "errors.challengeExpired") onCancel();
      return;
    }
    emitAuthEvent("MFA_CHALLENGE_VERIFIED");
    await signedIn();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        {useBackup ? t("twoFactor.backupIntro") : t("twoFactor.intro")}
      </p>
      <Field label={useBackup ? t("fields.backupCode") : t("fields.code")}>
        {useBackup ? (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        ) : (
          <CodeInput value={code} onValueChange={setCode} />
        )}
      </Field>
      <FormAlert message={error} />
      <Button type="submit" disabled={pending || (useBackup ? code.trim().length < 6 : code.length !== 6)}>
        {pending ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={() => {
            setUseBackup(!useBackup);
            setCode("");
            setError(null);
          }}
        >
          {useBackup ? t("twoFactor.useApp") : t("twoFactor.useBackup")}
        </button>
        <button type="button" className="font-medium text-primary underline" onClick={onCancel}>
          {t("twoFactor.cancel")}
        </button>
      </div>
    </form>
  );
}
