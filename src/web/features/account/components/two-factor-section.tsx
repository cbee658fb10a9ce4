import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { FormCodeInput } from "@web/components/ui/form-code-input";
import { SubmitButton } from "@web/components/ui/form-submit";
import { codeSchema } from "@web/features/auth/lib/auth-schemas";
import { ApiError } from "@web/lib/http";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { Field } from "@web/components/ui/field";
import { Badge } from "@web/components/ui/badge";
import { meQuery } from "@web/lib/auth";
import { securityQuery } from "../api";
import { useReauth } from "../hooks/use-reauth";
import { QrImage } from "./qr-image";
import { SettingsSection } from "./section";
import { BackupCodes } from "./backup-codes";
import { FormAlert } from "@web/components/ui/form-alert";

type Step =
  { kind: "idle" } | { kind: "scan"; uri: string; codes: string[] } | { kind: "codes"; codes: string[] };

const loadClient = async () => (await import("@web/lib/auth-client")).authClient;

/** The key an authenticator app asks for when typed in, in groups of four. */
function manualKey(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

const CODE_FIELDS = ["code"] as const;

/** Not six digits, or not the one the app shows now: either way, the code is not right. */
const CODE_COPY: ErrorCopy = { key: () => "twoFactor.wrongCode" };

function ScanStep({ uri, onConfirmed }: { uri: string; onConfirmed: () => void }) {
  const { t } = useTranslation("account");
  const { form, formRef, errorOf, submit, showServerErrors, failWith, formError } = useSchemaForm(
    codeSchema,
    {
      defaultValues: { code: "" },
      fields: CODE_FIELDS,
      copy: CODE_COPY,
      t,
    },
  );
  const verify = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: async (code: string) => (await loadClient()).twoFactor.verifyTotp({ code }),
    onSuccess: (result) => {
      // Better Auth answers { error } rather than throwing: its refusal goes on the code's box.
      if (!result.error) onConfirmed();
      else showServerErrors(new ApiError(400, "wrong_code", "wrong_code", "code"));
    },
    // The client's code could not be loaded (offline on a first visit): not a wrong code.
    onError: () => failWith("errors.generic"),
  });
  const onSubmit = submit(({ code }) => verify.mutate(code));

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t("twoFactor.step1")}</li>
        <li>{t("twoFactor.step2")}</li>
        <li>{t("twoFactor.step3")}</li>
      </ol>
      <div className="grid justify-items-center gap-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr] sm:items-center sm:justify-items-start">
        <QrImage value={uri} label={t("twoFactor.qrLabel")} />
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t("twoFactor.manualKey")}</p>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="totp-key">
            {manualKey(uri)}
          </code>
        </div>
      </div>
      <Field label={t("twoFactor.code")} error={errorOf("code")}>
        <FormCodeInput control={form.control} name="code" />
      </Field>
      <FormAlert message={formError} />
      <SubmitButton pending={verify.isPending} pendingLabel={t("twoFactor.checking")}>
        {t("twoFactor.confirm")}
      </SubmitButton>
    </form>
  );
}

/**
 * Two-step sign-in with an authenticator app (TOTP): enrol with a QR code or the key,
 * confirm with a first code, then keep the backup codes, shown this once.
 */
export function TwoFactorSection() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);
  const { confirm, dialog } = useReauth();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const enabled = security.data?.factors.some((factor) => factor.status === "verified") ?? false;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);

  const start = () =>
    confirm(t("twoFactor.turnOn"), async ({ password }) => {
      const result = await (
        await loadClient()
      ).twoFactor.enable(password ? { password } : ({} as { password: string }));
      if (result.error || !result.data) throw new Error("enable failed");
      const data = result.data as { totpURI: string; backupCodes: string[] };
      setStep({ kind: "scan", uri: data.totpURI, codes: data.backupCodes });
    });

  const turnOff = () =>
    confirm(t("twoFactor.turnOff"), async ({ password }) => {
      const result = await (
        await loadClient()
      ).twoFactor.disable(password ? { password } : ({} as { password: string }));
      if (result.error) throw new Error("disable failed");
      await refresh();
    });

  const newCodes = () =>
    confirm(t("twoFactor.newCodes"), async ({ password }) => {
      const result = await (
        await loadClient()
      ).twoFactor.generateBackupCodes(password ? { password } : ({} as { password: string }));
      if (result.error || !result.data) throw new Error("generate failed");
      setStep({ kind: "codes", codes: result.data.backupCodes });
    });

  return (
    <SettingsSection id="two-factor" title={t("twoFactor.title")} description={t("twoFactor.description")}>
      {step.kind === "scan" ? (
        <ScanStep
          uri={step.uri}
          onConfirmed={() => {
            setStep({ kind: "codes", codes: step.codes });
            void refresh();
          }}
        />
      ) : step.kind === "codes" ? (
        <BackupCodes codes={step.codes} onDone={() => setStep({ kind: "idle" })} />
      ) : (
        <>
          <div className="flex items-center gap-2">
            {enabled ? (
              <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" />
            ) : (
              <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            <Badge variant={enabled ? "default" : "secondary"}>
              {enabled ? t("twoFactor.on") : t("twoFactor.off")}
            </Badge>
          </div>
          <div className="flex flex-wrap gap-2">
            {enabled ? (
              <>
                <Button variant="outline" onClick={newCodes}>
                  {t("twoFactor.newCodes")}
                </Button>
                <Button variant="outline" onClick={turnOff}>
                  {t("twoFactor.turnOff")}
                </Button>
              </>
            ) : (
              // Luganda's words for it do not fit a 360 px line: the label wraps.
              <Button
                className="h-auto min-h-9 max-w-full whitespace-normal!"
                onClick={start}
                disabled={security.isPending}
              >
                {t("twoFactor.turnOn")}
              </Button>
            )}
          </div>
        </>
      )}
      {dialog}
    </SettingsSection>
  );
}
