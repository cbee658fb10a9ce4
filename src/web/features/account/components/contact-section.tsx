import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { Button } from "@web/components/ui/button";
import { CodeInput, EmailInput, Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { Badge } from "@web/components/ui/badge";
import { meQuery } from "@web/lib/auth";
import { securityQuery } from "../api";
import { useReauth } from "../hooks/use-reauth";
import { SettingsSection } from "./section";

const loadClient = async () => (await import("@web/lib/auth-client")).authClient;
type Editing = { kind: "email" } | { kind: "phone"; codeSentTo?: string } | null;

/** The account's e-mail and phone; changing either needs re-authentication first. */
export function ContactSection() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);
  const { confirm, dialog } = useReauth();
  const [editing, setEditing] = useState<Editing>(null);
  const [value, setValue] = useState("");
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const begin = (kind: "email" | "phone") =>
    confirm(kind === "email" ? t("contact.changeEmail") : t("contact.changePhone"), () => {
      setEditing({ kind });
      setValue("");
      setCode("");
      setMessage(null);
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const client = await loadClient();
    setMessage(null);
    if (editing?.kind === "email") {
      const result = await client.changeEmail({ newEmail: value.trim(), callbackURL: "/portal/settings" });
      if (result.error) return setMessage({ error: true, text: t("errors.generic") });
      setEditing(null);
      setMessage({ error: false, text: t("contact.emailSent", { email: value.trim() }) });
      return;
    }
    if (editing?.kind === "phone" && !editing.codeSentTo) {
      const phone = normaliseUgandanPhone(value);
      if (!phone) return setMessage({ error: true, text: t("contact.invalidPhone") });
      const result = await client.phoneNumber.sendOtp({ phoneNumber: phone });
      if (result.error) return setMessage({ error: true, text: t("errors.generic") });
      setEditing({ kind: "phone", codeSentTo: phone });
      return;
    }
    if (editing?.kind === "phone" && editing.codeSentTo) {
      const result = await client.phoneNumber.verify({
        phoneNumber: editing.codeSentTo,
        code,
        updatePhoneNumber: true,
      });
      if (result.error) return setMessage({ error: true, text: t("contact.wrongCode") });
      setEditing(null);
      setMessage({ error: false, text: t("contact.phoneChanged") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: securityQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]);
    }
  }

  const data = security.data;
  return (
    <SettingsSection id="contact" title={t("contact.title")} description={t("contact.description")}>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{t("contact.email")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="break-all">{data?.email ?? t("contact.none")}</span>
          {data?.email ? (
            <Badge variant={data.emailVerified ? "secondary" : "outline"}>
              {data.emailVerified ? t("contact.verified") : t("contact.notVerified")}
            </Badge>
          ) : null}
          <Button size="sm" variant="link" className="h-auto px-0" onClick={() => begin("email")}>
            {data?.email ? t("contact.changeEmail") : t("contact.addEmail")}
          </Button>
        </dd>
        <dt className="font-medium">{t("contact.phone")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span>{data?.phoneNumber ?? t("contact.none")}</span>
          <Button size="sm" variant="link" className="h-auto px-0" onClick={() => begin("phone")}>
            {data?.phoneNumber ? t("contact.changePhone") : t("contact.addPhone")}
          </Button>
        </dd>
      </dl>
      {editing ? (
        <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4" noValidate>
          {editing.kind === "email" ? (
            <Field label={t("contact.newEmail")}>
              <EmailInput required value={value} onChange={(e) => setValue(e.target.value)} />
            </Field>
          ) : editing.codeSentTo ? (
            <Field label={t("contact.code")} hint={t("contact.codeSent", { phone: editing.codeSentTo })}>
              <CodeInput value={code} onValueChange={setCode} />
            </Field>
          ) : (
            <Field label={t("contact.newPhone")} hint={t("contact.phoneHint")}>
              <Input
                type="tel"
                autoComplete="tel"
                required
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </Field>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{t("contact.continue")}</Button>
            <Button type="button" variant="outline" onClick={() => setEditing(null)}>
              {t("common:actions.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
      {message ? (
        <p
          role={message.error ? "alert" : "status"}
          className={message.error ? "text-sm font-medium text-destructive" : "text-sm"}
        >
          {message.text}
        </p>
      ) : null}
      {dialog}
    </SettingsSection>
  );
}
