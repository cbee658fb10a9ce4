import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { checkPassword, PASSWORD_MIN_LENGTH, type PasswordProblem } from "@shared/domain/password";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NewPasswordInput } from "@web/features/auth/components/account-inputs";
import { Field } from "@web/components/ui/field";
import { useAuth } from "@web/lib/auth";
import { securityQuery, sessionsQuery } from "../api";
import { SettingsSection } from "./section";

const loadClient = async () => (await import("@web/lib/auth-client")).authClient;

/** The server's refusals of a new password (PASSWORD_TOO_COMMON...), as the shared problem names. */
const SERVER_PROBLEMS: Record<string, PasswordProblem> = {
  PASSWORD_TOO_SHORT: "too_short",
  PASSWORD_TOO_LONG: "too_long",
  PASSWORD_TOO_COMMON: "too_common",
  PASSWORD_CONTAINS_IDENTITY: "contains_identity",
};

interface Errors {
  current?: string;
  next?: string;
  form?: string;
}

/**
 * A new password, with the current one. The server ends every other session of the
 * account when it changes (decision 062), and this says so.
 */
export function PasswordSection() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);
  const { user } = useAuth();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const change = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: async (passwords: { currentPassword: string; newPassword: string }) =>
      (await loadClient()).changePassword({ ...passwords, revokeOtherSessions: true }),
    onSuccess: (result) => {
      if (result.error) {
        const refused = SERVER_PROBLEMS[result.error.code ?? ""];
        if (result.error.code === "INVALID_PASSWORD") setErrors({ current: t("password.wrongCurrent") });
        else if (refused)
          setErrors({ next: t(`password.problem.${refused}`, { count: PASSWORD_MIN_LENGTH }) });
        else if (result.error.status === 429) setErrors({ form: t("reauth.tooMany") });
        else setErrors({ form: t("errors.generic") });
        return;
      }
      setCurrent("");
      setNext("");
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
    // The client's code could not be loaded (offline on a first visit): said as any other failure.
    onError: () => setErrors({ form: t("errors.generic") }),
  });

  // A phone-only account has no password to change; it signs in with SMS codes.
  if (!security.data?.hasPassword) return null;
  const identity = [user?.name, security.data.email, security.data.phoneNumber];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const { problem } = checkPassword(next, identity);
    const found: Errors = {
      ...(current ? {} : { current: t("password.currentRequired") }),
      ...(problem ? { next: t(`password.problem.${problem}`, { count: PASSWORD_MIN_LENGTH }) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ currentPassword: current, newPassword: next });
  }

  return (
    <SettingsSection
      id="settings-password"
      title={t("password.title")}
      description={t("password.description")}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Field label={t("password.current")} error={errors.current}>
          <Input
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </Field>
        <Field label={t("password.new")} hint={t("password.hint")} error={errors.next}>
          <NewPasswordInput
            required
            value={next}
            identity={identity}
            onChange={(e) => setNext(e.target.value)}
          />
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
            {t("password.changed")}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? t("password.saving") : t("password.save")}
        </Button>
      </form>
    </SettingsSection>
  );
}
