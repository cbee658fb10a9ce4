import { AccountNameInput } from "./account-inputs";
import { useState } from "react";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { authClient } from "@web/lib/auth-client";
import type { AuthErrorLike } from "../lib/auth-errors";
import { useAuthForm } from "../lib/auth-form";
import { codeSchema, phoneStepSchema } from "../lib/auth-schemas";
import { useSignedIn } from "../hooks/use-signed-in";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";
import { SmsCodeField } from "./sms-code-field";
import { CareSharingChoice, keepCareSharingChoice } from "./care-sharing-choice";

/** The name Better Auth gives a phone account until its owner chooses one. */
const PLACEHOLDER_NAME = "Member";
const PHONE_FIELDS = ["name", "phone"] as const;
const CODE_FIELDS = ["code"] as const;

type Refuse = (error: AuthErrorLike) => void;

interface CodeStepProps {
  phone: string;
  /** Sends a new code to the same number; true once it is on its way. */
  resend: (refuse: Refuse) => Promise<boolean>;
  resending: boolean;
  onChangeNumber: () => void;
  onTwoFactor: () => void;
  /** Once the code is right: what the new account still needs, then signed in. */
  onVerified: (user: { name?: string } | undefined) => Promise<void>;
}

/** The second step: the code the SMS brought. */
function CodeStep({ phone, resend, resending, onChangeNumber, onTwoFactor, onVerified }: CodeStepProps) {
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(codeSchema, {
    defaultValues: { code: "" },
    fields: CODE_FIELDS,
  });
  const code = form.watch("code");

  const onSubmit = submit(async (values) => {
    const result = await authClient.phoneNumber.verify({ phoneNumber: phone, code: values.code });
    if (result.error) return refuse(result.error);
    const data = result.data as { twoFactorRedirect?: boolean; user?: { name?: string } } | null;
    if (data?.twoFactorRedirect) onTwoFactor();
    else await onVerified(data?.user);
  });

  // A new code: the last one's word goes, and so does what was typed once the new one is sent.
  async function sendAgain() {
    form.clearErrors();
    if (await resend(refuse)) form.setValue("code", "");
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormNote message={t("phone.sent", { phone })} />
      <SmsCodeField control={form.control} error={errorOf("code")} />
      <FormAlert message={formError} />
      <SubmitButton
        pending={form.formState.isSubmitting || resending}
        pendingLabel={t("phone.verifying")}
        disabled={code.length !== 6}
      >
        {t("phone.verify")}
      </SubmitButton>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <button type="button" className="font-medium text-primary underline" onClick={() => void sendAgain()}>
          {t("phone.resend")}
        </button>
        <button type="button" className="font-medium text-primary underline" onClick={onChangeNumber}>
          {t("phone.changeNumber")}
        </button>
      </div>
    </form>
  );
}

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
  const signedIn = useSignedIn();
  const { t, form, formRef, errorOf, submit, formError, refuse } = useAuthForm(phoneStepSchema(mode), {
    defaultValues: { name: "", phone: "", shareCareWithTeam: false },
    fields: PHONE_FIELDS,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { phone, shareCareWithTeam } = form.watch();

  // The first step's submit, and "Send a new code" after it: to the number as +2567XXXXXXXX.
  const sendCode = (onRefused: Refuse) =>
    submit(async (values) => {
      const result = await authClient.phoneNumber.sendOtp({ phoneNumber: values.phone });
      if (result.error) return onRefused(result.error);
      setSentTo(values.phone);
      return true;
    });

  async function finish(user: { name?: string } | undefined) {
    const name = form.getValues("name").trim();
    if (name && user?.name === PLACEHOLDER_NAME) await authClient.updateUser({ name });
    if (mode === "sign-up") await keepCareSharingChoice(form.getValues("shareCareWithTeam"), t);
    await signedIn();
  }

  if (sentTo) {
    return (
      <CodeStep
        phone={sentTo}
        resend={async (onRefused) => (await sendCode(onRefused)()) === true}
        resending={form.formState.isSubmitting}
        onChangeNumber={() => setSentTo(null)}
        onTwoFactor={onTwoFactor}
        onVerified={finish}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={sendCode(refuse)} className="grid gap-4" noValidate>
      {mode === "sign-up" ? (
        <Field label={t("fields.name")} hint={t("fields.nameHint")} error={errorOf("name")}>
          <AccountNameInput {...form.register("name")} />
        </Field>
      ) : null}
      <Field label={t("fields.phone")} hint={t("fields.phoneHint")} error={errorOf("phone")}>
        <Input type="tel" inputMode="tel" autoComplete="tel" required {...form.register("phone")} />
      </Field>
      {mode === "sign-up" ? (
        <CareSharingChoice
          checked={shareCareWithTeam}
          onChange={(checked) => form.setValue("shareCareWithTeam", checked)}
        />
      ) : null}
      <FormAlert message={formError} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={t("phone.sending")}
        disabled={!phone.trim()}
      >
        {t("phone.send")}
      </SubmitButton>
    </form>
  );
}
