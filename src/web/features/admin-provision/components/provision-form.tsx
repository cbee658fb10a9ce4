import { AccountNameInput, NewPasswordInput } from "@web/features/auth/components/account-inputs";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import type { Region } from "@shared/constants";
import { checkPassword } from "@shared/domain/password";
import { realEmail } from "@shared/domain/phone-account";
import { Button, ButtonLink } from "@web/components/ui/button";
import { EmailInput } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { ApiError } from "@web/lib/http";
import { meQuery, useAuth } from "@web/lib/auth";
import { acceptProvisionLink, checkProvisionLink } from "../api";
import { RegionSelect } from "@web/components/page/region-select";

type Errors = Partial<Record<"name" | "email" | "password" | "region" | "form", string>>;

const FIELD_OF: Record<string, keyof Errors> = {
  "account.name": "name",
  "account.email": "email",
  "account.password": "password",
  region: "region",
};

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
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [region, setRegion] = useState<Region | "">("");
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  // Pending until "me" is fresh: the page then knows the new administrator.
  const accept = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: acceptProvisionLink,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      setDone(true);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && FIELD_OF[error.field])
        setErrors({
          [FIELD_OF[error.field]!]:
            error.code === "account_exists" ? t("provision.errors.exists") : t("provision.errors.invalid"),
        });
      else
        setErrors({
          form:
            error instanceof ApiError && error.status === 404
              ? t("provision.invalid")
              : t("provision.errors.generic"),
        });
    },
  });

  if (link.isPending) return <p className="text-muted-foreground">{t("common:loading")}</p>;
  if (done || (isAuthenticated && role === "admin" && !link.data))
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
  const fixedEmail = invite.email;
  const promoteSelf = isAuthenticated && (!fixedEmail || fixedEmail === user?.email);

  function submit(event: FormEvent, asSelf: boolean) {
    event.preventDefault();
    const accountEmail = fixedEmail ?? email.trim();
    const found: Errors = {};
    if (!invite.region && !region) found.region = t("provision.errors.region");
    if (!asSelf) {
      if (!name.trim()) found.name = t("provision.errors.required");
      if (!/^\S+@\S+\.\S+$/.test(accountEmail)) found.email = t("provision.errors.email");
      const problem = checkPassword(password, [name, accountEmail]).problem;
      if (problem) found.password = t(`auth:password.problem.${problem}`, { count: 8 });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    accept.mutate({
      token,
      ...(region ? { region } : {}),
      ...(asSelf ? {} : { account: { name: name.trim(), email: accountEmail, password } }),
    });
  }

  const regionField = invite.region ? (
    <p className="text-sm">{t("provision.regionFixed", { region: t(`regions.${invite.region}`) })}</p>
  ) : (
    <Field label={t("provision.region")} error={errors.region}>
      <RegionSelect value={region} onChange={setRegion} />
    </Field>
  );

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
            <form onSubmit={(event) => submit(event, true)} className="grid gap-4" noValidate>
              {regionField}
              <Button type="submit" disabled={accept.isPending}>
                {t("provision.asSelf")}
              </Button>
            </form>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t("provision.newTitle")}</h2>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => submit(event, false)} className="grid gap-4" noValidate>
            <Field label={t("provision.name")} error={errors.name}>
              <AccountNameInput autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Field label={t("provision.email")} error={errors.email}>
              <EmailInput
                required
                readOnly={Boolean(fixedEmail)}
                value={fixedEmail ?? email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Field
              label={t("provision.password")}
              hint={t("auth:fields.passwordHint")}
              error={errors.password}
            >
              <NewPasswordInput
                required
                value={password}
                identity={[name, fixedEmail ?? email]}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            {regionField}
            {errors.form ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.form}
              </p>
            ) : null}
            <Button type="submit" disabled={accept.isPending}>
              {accept.isPending ? t("provision.creating") : t("provision.create")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
