import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery } from "@tanstack/react-query";
import { reauthRequestSchema, type ReauthRequest } from "@shared/api/account";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { Button } from "@web/components/ui/button";
import { SubmitButton } from "@web/components/ui/form-submit";
import { Input } from "@web/components/ui/input";
import { FormCodeInput } from "@web/components/ui/form-code-input";
import { Field } from "@web/components/ui/field";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { ApiError } from "@web/lib/http";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { reauthenticate, securityQuery, sendReauthCode } from "../api";
import { FormAlert } from "@web/components/ui/form-alert";

export interface ReauthProof {
  /** The password, when the account has one (two-factor changes need it again). */
  password?: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is about to happen, e.g. "Turn on two-step sign-in". */
  action: string;
  onConfirmed: (proof: ReauthProof) => Promise<void> | void;
}

/** The one box takes the password or the code: the schema's and the server's field for either. */
const SECRET_FIELDS = ["secret"] as const;
const ALIASES = { password: "secret", code: "secret" } as const;

const copyFor = (usesPassword: boolean): ErrorCopy<"secret"> => ({
  key: () => (usesPassword ? "reauth.passwordRequired" : "reauth.codeRequired"),
  overrides: { wrong_password: "reauth.wrongPassword", invalid_code: "reauth.wrongCode" },
});

/** What the form says above its buttons: a refusal that names no field. */
function alertKey(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? "reauth.tooMany" : "errors.generic";
}

/**
 * "Confirm it's you" before a sensitive change (decision 023): the password, or a code
 * sent by SMS to the account's phone when it has no password.
 */
export function ReauthDialog({ open, onOpenChange, action, onConfirmed }: Props) {
  const { t } = useTranslation("account");
  const security = useQuery({ ...securityQuery, enabled: open });
  const usesPassword = security.data?.hasPassword ?? true;
  const [codeSent, setCodeSent] = useState(false);
  const toInput = ({ secret }: { secret: string }): ReauthRequest =>
    usesPassword ? { method: "password", password: secret } : { method: "code", code: secret };
  const { form, formRef, errorOf, submit, showServerErrors, failWith, formError } = useSchemaForm(
    reauthRequestSchema,
    {
      defaultValues: { secret: "" },
      fields: SECRET_FIELDS,
      copy: copyFor(usesPassword),
      t,
      toInput,
      aliases: ALIASES,
    },
  );
  const refuse = (error: unknown) => {
    if (!showServerErrors(error)) failWith(alertKey(error));
  };

  function close(next: boolean) {
    if (!next) {
      form.reset({ secret: "" });
      setCodeSent(false);
    }
    onOpenChange(next);
  }

  const requestCode = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: sendReauthCode,
    onMutate: () => form.clearErrors(),
    onSuccess: () => setCodeSent(true),
    onError: refuse,
  });

  // The check, then the action it guards: a refusal of either is said here, and the person
  // may try again (both run again).
  const check = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: async (request: ReauthRequest) => {
      await reauthenticate(request);
      await onConfirmed(request.method === "password" ? { password: request.password } : {});
    },
    onSuccess: () => close(false),
    onError: refuse,
  });

  const onSubmit = submit((request) => check.mutate(request));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("reauth.title")}</DialogTitle>
            <DialogDescription>{t("reauth.description", { action })}</DialogDescription>
          </DialogHeader>
          {usesPassword ? (
            <Field label={t("reauth.password")} error={errorOf("secret")}>
              <Input type="password" autoComplete="current-password" required {...form.register("secret")} />
            </Field>
          ) : codeSent ? (
            <Field
              label={t("reauth.code")}
              hint={t("reauth.codeSent", { phone: security.data?.phoneNumber ?? "" })}
              error={errorOf("secret")}
            >
              <FormCodeInput control={form.control} name="secret" />
            </Field>
          ) : (
            <Button
              type="button"
              variant="outline"
              disabled={requestCode.isPending}
              onClick={() => requestCode.mutate()}
            >
              {t("reauth.sendCode")}
            </Button>
          )}
          <FormAlert message={formError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("common:actions.cancel")}
            </Button>
            <SubmitButton
              pending={check.isPending}
              pendingLabel={t("reauth.checking")}
              disabled={!usesPassword && !codeSent}
            >
              {t("reauth.confirm")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
