import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Region } from "@shared/constants";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { formatDateTime } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import { createInvite, invitesQuery, revokeInvite } from "../api";
import { RegionSelect } from "./region-select";

/** An admin invites another admin by e-mail or phone, for a region; pending links can be withdrawn. */
export function InvitesPanel() {
  const { t, i18n } = useTranslation("admin");
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery);
  const [contact, setContact] = useState("");
  const [region, setRegion] = useState<Region | "">("");
  const [errors, setErrors] = useState<{ contact?: string; region?: string }>({});
  const [pending, setPending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitesQuery.queryKey });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = contact.trim();
    const isEmail = value.includes("@");
    const phone = isEmail ? null : normaliseUgandanPhone(value);
    const found = {
      ...((isEmail ? /^\S+@\S+\.\S+$/.test(value) : phone) ? {} : { contact: t("invites.errors.contact") }),
      ...(region ? {} : { region: t("provision.errors.region") }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !region) return;
    setPending(true);
    try {
      await createInvite({ region, ...(isEmail ? { email: value } : { phone: phone! }) });
      notify.success(t("invites.sent"));
      setContact("");
      setRegion("");
      await refresh();
    } catch {
      notify.error(t("provision.errors.generic"));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t("invites.title")}</h2>
        <CardDescription>{t("invites.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
          noValidate
        >
          <Field label={t("invites.contact")} hint={t("invites.contactHint")} error={errors.contact}>
            <Input autoComplete="off" required value={contact} onChange={(e) => setContact(e.target.value)} />
          </Field>
          <Field label={t("provision.region")} error={errors.region}>
            <RegionSelect value={region} onChange={setRegion} />
          </Field>
          <Button type="submit" className="sm:mt-7" disabled={pending}>
            {t("invites.send")}
          </Button>
        </form>
        {invites.data && invites.data.length > 0 ? (
          <ul className="divide-y" aria-label={t("invites.listLabel")}>
            {invites.data.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-medium">{invite.email ?? invite.phone}</p>
                  <p className="text-muted-foreground">
                    {invite.region ? t(`regions.${invite.region}`) : ""} ·{" "}
                    {t("invites.expires", { when: formatDateTime(invite.expiresAt, i18n.language) })}
                  </p>
                </div>
                <Badge variant={invite.status === "pending" ? "default" : "secondary"}>
                  {t(`invites.status.${invite.status}`)}
                </Badge>
                {invite.status === "pending" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void revokeInvite(invite.id).then(refresh, () =>
                        notify.error(t("provision.errors.generic")),
                      )
                    }
                  >
                    {t("invites.revoke")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("invites.empty")}</p>
        )}
      </CardContent>
    </Card>
  );
}
