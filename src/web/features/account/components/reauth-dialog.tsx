import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { Button } from "@web/components/ui/button";
import { CodeInput, Input } from "@web/components/ui/input";
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

function errorText(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t("reauth.tooMany");
    if (error.code === "wrong_password") return t("reauth.wrongPassword");
    if (error.code === "invalid_code") return t("reauth.wrongCode");
  }
  return t("errors.generic");
}

/**
 * "Confirm it's you" before a sensitive change (decision 023): the password, or a code
 * sent by SMS to the account's phone when it has no password.
 */
export function ReauthDialog({ open, onOpenChange, action, onConfirmed }: Props) {
  const { t } = useTranslation("account");
  const security = useQuery({ ...securityQuery, enabled: open });
  const usesPassword = security.data?.hasPassword ?? true;
  const [secret, setSecret] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (!next) {
      setSecret("");
      setCodeSent(false);
      setError(null);
    }
    onOpenChange(next);
  }

  async function requestCode() {
    setError(null);
    try {
      await sendReauthCode();
      setCodeSent(true);
    } catch (caught) {
      setError(errorText(t, caught));
    }
  }

  // The check, then the action it guards: a refusal of either is said here, and the person
  // may try again (both run again).
  const check = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: async (given: string) => {
      await reauthenticate(
        usesPassword ? { method: "password", password: given } : { method: "code", code: given },
      );
      await onConfirmed(usesPassword ? { password: given } : {});
    },
    onSuccess: () => close(false),
    onError: (caught) => setError(errorText(t, caught)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    check.mutate(secret);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("reauth.title")}</DialogTitle>
            <DialogDescription>{t("reauth.description", { action })}</DialogDescription>
          </DialogHeader>
          {usesPassword ? (
            <Field label={t("reauth.password")}>
              <Input
                type="password"
                autoComplete="current-password"
                required
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            </Field>
          ) : codeSent ? (
            <Field
              label={t("reauth.code")}
              hint={t("reauth.codeSent", { phone: security.data?.phoneNumber ?? "" })}
            >
              <CodeInput value={secret} onValueChange={setSecret} />
            </Field>
          ) : (
            <Button type="button" variant="outline" onClick={() => void requestCode()}>
              {t("reauth.sendCode")}
            </Button>
          )}
          <FormAlert message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("common:actions.cancel")}
            </Button>
            <Button type="submit" disabled={check.isPending || !secret || (!usesPassword && !codeSent)}>
              {check.isPending ? t("reauth.checking") : t("reauth.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
