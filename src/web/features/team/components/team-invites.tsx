import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import type { Region } from "@shared/constants";
import { inviteCreateRequestSchema, type AdminInvite } from "@shared/api/admin-accounts";
import { Button } from "@web/components/ui/button";
import { SubmitButton } from "@web/components/ui/form-submit";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { formatDateTime } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import { createInvite, invitesQuery, revokeInvite } from "@web/features/admin-provision/api";
import { RegionSelect } from "@web/components/page/region-select";
import { teamKeys } from "../api";
import { teamErrorKey } from "../team-errors";

const INVITE_FIELDS = ["contact", "region"] as const;

/** Whatever is wrong with the box, one message: an e-mail address or a Ugandan number. */
const COPY: ErrorCopy = {
  key: (field) => (field === "region" ? "invites.errors.region" : "invites.errors.contact"),
};

/**
 * Invites someone to this team: a regional lead invites into their own region, a national
 * lead chooses one. Below, the team's invitations still open, each one withdrawable by a
 * lead; other members see them only.
 */
export function TeamInvites({
  region: teamRegion,
  invites,
  canInvite,
}: {
  region: Region | null;
  invites: AdminInvite[];
  canInvite: boolean;
}) {
  const { t, language } = useTranslation(["team", "admin"]);
  const queryClient = useQueryClient();
  const { form, formRef, errorOf, submit } = useSchemaForm(inviteCreateRequestSchema, {
    defaultValues: { contact: "", region: "" as Region | "" },
    fields: INVITE_FIELDS,
    copy: COPY,
    t,
    // One box for either: an "@" makes it an e-mail, anything else a phone number.
    toInput: ({ contact, region }) => ({
      ...(contact.includes("@") ? { email: contact } : { phone: contact }),
      // An empty choice is the schema's to refuse ("Choose a region").
      region: (teamRegion ?? region) as Region,
    }),
    aliases: { email: "contact", phone: "contact" },
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: invitesQuery.queryKey }),
    ]);

  // Pending until the lists are fresh, so the new invitation is in them when the button is back.
  const send = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: createInvite,
    onSuccess: async () => {
      notify.success(t("invites.sent"));
      form.reset();
      await refresh();
    },
    onError: (error) => notify.error(t(teamErrorKey(error))),
  });

  const onSubmit = submit((invite) => send.mutate(invite));

  async function withdraw(invite: AdminInvite) {
    try {
      await revokeInvite(invite.id);
      notify.success(t("invites.withdrawn"));
    } catch (error) {
      notify.error(t(teamErrorKey(error)));
    }
    await refresh();
  }

  return (
    <Card role="region" aria-labelledby="team-invites">
      <CardHeader>
        <h2 id="team-invites" className="text-xl font-semibold">
          {t("invites.title")}
        </h2>
        <CardDescription>{canInvite ? t("invites.description") : t("invites.leadsOnly")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {canInvite ? (
          <form
            ref={formRef}
            onSubmit={onSubmit}
            className={
              teamRegion
                ? "grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
                : "grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
            }
            noValidate
          >
            <Field label={t("invites.contact")} hint={t("invites.contactHint")} error={errorOf("contact")}>
              <Input autoComplete="off" required {...form.register("contact")} />
            </Field>
            {teamRegion ? null : (
              <Field label={t("invites.region")} error={errorOf("region")}>
                <RegionSelect control={form.control} name="region" />
              </Field>
            )}
            <SubmitButton className="sm:mt-7" pending={send.isPending} pendingLabel={t("invites.sending")}>
              {t("invites.send")}
            </SubmitButton>
            {teamRegion ? (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                {t("invites.regionFixed", { region: t(`admin:regions.${teamRegion}`) })}
              </p>
            ) : null}
          </form>
        ) : null}
        <div className="grid gap-2">
          <h3 id="team-open-invites" className="text-base font-semibold">
            {t("invites.open")}
          </h3>
          {invites.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("invites.none")}</p>
          ) : (
            <ul className="divide-y" aria-labelledby="team-open-invites">
              {invites.map((invite) => {
                const to = invite.email ?? invite.phone ?? "";
                return (
                  <li key={invite.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="break-all font-medium">{to}</p>
                      <p className="text-muted-foreground">
                        {invite.region ? `${t(`admin:regions.${invite.region}`)} · ` : ""}
                        {t("invites.expires", { when: formatDateTime(invite.expiresAt, language) })}
                      </p>
                    </div>
                    {canInvite ? (
                      <Button size="sm" variant="outline" onClick={() => void withdraw(invite)}>
                        {t("invites.withdraw")}
                        <span className="sr-only"> ({to})</span>
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
