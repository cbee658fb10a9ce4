import { z } from "zod";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { PASSWORD_MIN_LENGTH, type PasswordIdentity, type PasswordProblem } from "@shared/domain/password";
import { SubmitButton } from "@web/components/ui/form-submit";
import { Input } from "@web/components/ui/input";
import { NewPasswordInput } from "@web/features/auth/components/account-inputs";
import { newPassword } from "@web/features/auth/lib/auth-schemas";
import { ApiError } from "@web/lib/http";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { Field } from "@web/components/ui/field";
import { useAuth } from "@web/lib/auth";
import { securityQuery, sessionsQuery } from "../api";
import { SettingsSection } from "./section";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";

const loadClient = async () => (await import("@web/lib/auth-client")).authClient;

/** The server's refusals of a new password (PASSWORD_TOO_COMMON...), as the shared problem names. */
const SERVER_PROBLEMS: Record<string, PasswordProblem> = {
  PASSWORD_TOO_SHORT: "too_short",
  PASSWORD_TOO_LONG: "too_long",
  PASSWORD_TOO_COMMON: "too_common",
  PASSWORD_CONTAINS_IDENTITY: "contains_identity",
};

/** The form's own codes, and a new password's problem as its hint words it. */
const COPY: ErrorCopy<PasswordField> = {
  key: (field, _name, code) =>
    field === "current" ? "password.currentRequired" : `password.problem.${code}`,
  overrides: { wrong_current: "password.wrongCurrent" },
  values: () => ({ count: PASSWORD_MIN_LENGTH }),
};

const PASSWORD_FIELDS = ["current", "next"] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** Better Auth's refusal of the change, as the field it concerns and its code, or null. */
function refusedField(code: string | undefined): { field: PasswordField; code: string } | null {
  if (code === "INVALID_PASSWORD") return { field: "current", code: "wrong_current" };
  const problem = SERVER_PROBLEMS[code ?? ""];
  return problem ? { field: "next", code: problem } : null;
}

/** The current password, and a new one by the rules of sign-up (not the person's own details). */
const passwordChangeSchema = (identity: PasswordIdentity) =>
  z.object({ current: z.string().min(1, { error: "required" }), next: newPassword(identity) });

/**
 * A new password, with the current one. The server ends every other session of the
 * account when it changes (decision 062), and this says so.
 */
export function PasswordSection() {
  const security = useQuery(securityQuery);
  // A phone-only account has no password to change; it signs in with SMS codes.
  if (!security.data?.hasPassword) return null;
  return <PasswordForm email={security.data.email} phoneNumber={security.data.phoneNumber} />;
}

function PasswordForm({ email, phoneNumber }: { email: string | null; phoneNumber: string | null }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const identity = [user?.name, email, phoneNumber];
  const { form, formRef, errorOf, submit, showServerErrors, failWith, formError } = useSchemaForm(
    passwordChangeSchema(identity),
    {
      defaultValues: { current: "", next: "" },
      fields: PASSWORD_FIELDS,
      copy: COPY,
      t,
    },
  );
  const change = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: async (passwords: { currentPassword: string; newPassword: string }) =>
      (await loadClient()).changePassword({ ...passwords, revokeOtherSessions: true }),
    onSuccess: (result) => {
      if (!result.error) {
        form.reset({ current: "", next: "" });
        void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
        return;
      }
      // Better Auth answers { error } rather than throwing: its refusal goes on its field.
      const refused = refusedField(result.error.code);
      if (refused && showServerErrors(new ApiError(400, refused.code, refused.code, refused.field))) return;
      failWith(result.error.status === 429 ? "reauth.tooMany" : "errors.generic");
    },
    // The client's code could not be loaded (offline on a first visit): said as any other failure.
    onError: () => failWith("errors.generic"),
  });
  const { next } = form.watch();

  const onSubmit = submit(({ current, next: chosen }) => {
    change.reset();
    change.mutate({ currentPassword: current, newPassword: chosen });
  });

  return (
    <SettingsSection
      id="settings-password"
      title={t("password.title")}
      description={t("password.description")}
    >
      <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Field label={t("password.current")} error={errorOf("current")}>
          <Input type="password" autoComplete="current-password" required {...form.register("current")} />
        </Field>
        <Field label={t("password.new")} hint={t("password.hint")} error={errorOf("next")}>
          <NewPasswordInput required {...form.register("next")} value={next} identity={identity} />
        </Field>
        <FormAlert message={formError} />
        <FormNote message={change.isSuccess && !change.data.error ? t("password.changed") : undefined} />
        <SubmitButton
          className="justify-self-start"
          pending={change.isPending}
          pendingLabel={t("password.saving")}
        >
          {t("password.save")}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
