import { AccountNameInput, NewPasswordInput } from "@web/features/auth/components/account-inputs";
import { signUpSchema } from "@web/features/auth/lib/auth-schemas";
import { z } from "zod";
import type { Control, Path } from "react-hook-form";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { REGIONS, type Region } from "@shared/constants";
import type {
  ProvisionAcceptRequest,
  ProvisionAcceptResponse,
  ProvisionCheck,
} from "@shared/api/admin-accounts";
import { PASSWORD_MIN_LENGTH } from "@shared/domain/password";
import { choice } from "@shared/api/fields";
import { realEmail } from "@shared/domain/phone-account";
import { Button, ButtonLink } from "@web/components/ui/button";
import { EmailInput } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { ApiError } from "@web/lib/http";
import { meQuery, useAuth } from "@web/lib/auth";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { SubmitButton } from "@web/components/ui/form-submit";
import { acceptProvisionLink, checkProvisionLink } from "../api";
import { RegionSelect } from "@web/components/page/region-select";
import { FormAlert } from "@web/components/ui/form-alert";

type Accept = UseMutationResult<ProvisionAcceptResponse, Error, ProvisionAcceptRequest>;

/** A new password as its hint words it; the other fields by the provisioning page's words. */
const COPY: ErrorCopy = {
  key: (field, name, code) => {
    if (field === "password") return `auth:password.problem.${code}`;
    if (field === "region") return "provision.errors.region";
    if (field === "email") return "provision.errors.email";
    return name === "tooLong" ? "provision.errors.invalid" : "provision.errors.required";
  },
  overrides: { account_exists: "provision.errors.exists" },
  values: () => ({ count: PASSWORD_MIN_LENGTH }),
};

/** The server names the new account's fields under `account`. */
const ALIASES = {
  "account.name": "name",
  "account.email": "email",
  "account.password": "password",
} as const;

/** The region is asked only when the link does not fix it. */
const regionRule = (invite: ProvisionCheck) =>
  invite.region ? z.string().transform(() => undefined) : choice(REGIONS);

/** /admin/provision?token=…: the one-time link that makes an admin account. */
export function ProvisionForm({ token }: { token: string }) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const { isAuthenticated, user, role } = useAuth();
  const link = useQuery({
    queryKey: ["admin-provision", token],
    queryFn: () => checkProvisionLink(token),
    retry: false,
  });
  // Pending until "me" is fresh: the page then knows the new administrator.
  const accept = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: acceptProvisionLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });

  if (link.isPending) return <p className="text-muted-foreground">{t("common:loading")}</p>;
  if (accept.isSuccess || (isAuthenticated && role === "admin" && !link.data))
    return (
      <div className="grid justify-items-start gap-3">
        <p role="status" className="font-medium">
          {t("provision.done")}
        </p>
        <ButtonLink to="/admin-dashboard">{t("provision.toDashboard")}</ButtonLink>
      </div>
    );
  if (link.isError || !link.data)
    return (
      <p role="alert" className="font-medium text-destructive">
        {t("provision.invalid")}
      </p>
    );

  const invite = link.data;
  const promoteSelf = isAuthenticated && (!invite.email || invite.email === user?.email);

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        {invite.kind === "first_admin" ? t("provision.firstIntro") : t("provision.inviteIntro")}
      </p>
      {promoteSelf ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t("provision.asSelfTitle")}</h2>
            <CardDescription>
              {t("provision.asSelfText", {
                email: realEmail(user?.email) ?? user?.phoneNumber ?? "",
              })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PromoteSelfForm token={token} invite={invite} accept={accept} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t("provision.newTitle")}</h2>
        </CardHeader>
        <CardContent>
          <NewAdminForm token={token} invite={invite} accept={accept} />
        </CardContent>
      </Card>
    </div>
  );
}

interface AcceptFormProps {
  token: string;
  invite: ProvisionCheck;
  accept: Accept;
}

/** The signed-in account becomes an administrator: only a region to give, when the link has none. */
function PromoteSelfForm({ token, invite, accept }: AcceptFormProps) {
  const { t } = useTranslation("admin");
  const schemaForm = useSchemaForm(z.object({ region: regionRule(invite) }), {
    defaultValues: { region: "" as Region | "" },
    fields: ["region"],
    copy: COPY,
    t,
  });
  const { form, formRef, errorOf, submit, formError } = schemaForm;
  const onSubmit = submit(({ region }) => accept.mutate({ token, region }, whenRefused(schemaForm)));
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <RegionAndFailure
        invite={invite}
        control={form.control}
        error={errorOf("region")}
        formError={formError}
      />
      <Button type="submit" disabled={accept.isPending}>
        {t("provision.asSelf")}
      </Button>
    </form>
  );
}

/** A new administrator account: the rules of sign-up, and the region when the link has none. */
function NewAdminForm({ token, invite, accept }: AcceptFormProps) {
  const { t } = useTranslation("admin");
  const schemaForm = useSchemaForm(
    (values: { name: string; email: string; password: string; region: Region | "" }) =>
      signUpSchema(values).extend({ region: regionRule(invite) }),
    {
      defaultValues: { name: "", email: invite.email ?? "", password: "", region: "" },
      fields: ["name", "email", "password", "region"],
      copy: COPY,
      t,
      aliases: ALIASES,
    },
  );
  const { form, formRef, errorOf, submit, formError } = schemaForm;
  const { name, email, password } = form.watch();
  const onSubmit = submit(({ region, ...account }) =>
    accept.mutate({ token, region, account }, whenRefused(schemaForm)),
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <Field label={t("provision.name")} error={errorOf("name")}>
        <AccountNameInput autoComplete="name" {...form.register("name")} />
      </Field>
      <Field label={t("provision.email")} error={errorOf("email")}>
        <EmailInput required readOnly={Boolean(invite.email)} {...form.register("email")} />
      </Field>
      <Field label={t("provision.password")} hint={t("auth:fields.passwordHint")} error={errorOf("password")}>
        <NewPasswordInput required {...form.register("password")} value={password} identity={[name, email]} />
      </Field>
      <RegionAndFailure
        invite={invite}
        control={form.control}
        error={errorOf("region")}
        formError={formError}
      />
      <SubmitButton pending={accept.isPending} pendingLabel={t("provision.creating")}>
        {t("provision.create")}
      </SubmitButton>
    </form>
  );
}

/**
 * The region the link fixes, or the choice of one; then a refusal no field names (the link
 * gone, or anything else).
 */
function RegionAndFailure<V extends { region: Region | "" }, Checked>({
  invite,
  control,
  error,
  formError,
}: {
  invite: ProvisionCheck;
  control: Control<V, unknown, Checked>;
  error: string | undefined;
  formError: string | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      {invite.region ? (
        <p className="text-sm">{t("provision.regionFixed", { region: t(`regions.${invite.region}`) })}</p>
      ) : (
        <Field label={t("provision.region")} error={error}>
          <RegionSelect control={control} name={"region" as Path<V>} />
        </Field>
      )}
      <FormAlert message={formError} />
    </>
  );
}

/** The server's refusal: on the fields it names, else on the form (its failure's translation key). */
function whenRefused({
  showServerErrors,
  failWith,
}: {
  showServerErrors: (error: unknown) => boolean;
  failWith: (key: string) => void;
}) {
  return {
    onError: (error: Error) => {
      if (showServerErrors(error)) return;
      const gone = error instanceof ApiError && error.status === 404;
      failWith(gone ? "provision.invalid" : "provision.errors.generic");
    },
  };
}
