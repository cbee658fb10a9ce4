import { useState } from "react";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { authClient } from "@web/lib/auth-client";
import { emitAuthEvent } from "@web/lib/auth";
import { authErrorKey } from "../lib/auth-errors";
import { useAuthForm } from "../lib/auth-form";
import { backupCodeSchema, codeSchema } from "../lib/auth-schemas";
import { useSignedIn } from "../hooks/use-signed-in";
import { FormAlert } from "@web/components/ui/form-alert";
import { FormCodeInput } from "@web/components/ui/form-code-input";

const CODE_FIELDS = ["code"] as const;

/**
 * The second step of a sign-in into an account with two-factor: the code from the
 * authenticator app, or one of the backup codes (each works once).
 */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const signedIn = useSignedIn();
  const [useBackup, setUseBackup] = useState(false);
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(
    useBackup ? backupCodeSchema : codeSchema,
    { defaultValues: { code: "" }, fields: CODE_FIELDS },
  );
  const code = form.watch("code");

  // The schema's output: the code, trimmed.
  const onSubmit = submit(async (values) => {
    const result = useBackup
      ? await authClient.twoFactor.verifyBackupCode({ code: values.code })
      : await authClient.twoFactor.verifyTotp({ code: values.code });
    if (result.error) {
      refuse(result.error);
      if (authErrorKey(result.error) === "errors.challengeExpired") onCancel();
      return;
    }
    emitAuthEvent("MFA_CHALLENGE_VERIFIED");
    await signedIn();
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        {useBackup ? t("twoFactor.backupIntro") : t("twoFactor.intro")}
      </p>
      <Field label={useBackup ? t("fields.backupCode") : t("fields.code")} error={errorOf("code")}>
        {useBackup ? (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.register("code")}
          />
        ) : (
          <FormCodeInput control={form.control} name="code" />
        )}
      </Field>
      <FormAlert message={formError} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={t("twoFactor.verifying")}
        disabled={useBackup ? code.trim().length < 6 : code.length !== 6}
      >
        {t("twoFactor.verify")}
      </SubmitButton>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={() => {
            setUseBackup(!useBackup);
            // A new code, and no word on the last one.
            form.reset();
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
