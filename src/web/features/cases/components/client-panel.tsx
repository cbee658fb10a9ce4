import { useTranslation } from "@web/lib/i18n";
import { ShieldCheck, UserX } from "lucide-react";
import type { CaseDetail } from "@shared/api/cases";
import { Facts, Panel } from "./detail-parts";

/** Who the client is and how they can be reached: personal data whose every view is audited. */
export function ClientPanel({ client }: { client: CaseDetail["client"] }) {
  const { t } = useTranslation("cases");
  const notGiven = <span className="text-muted-foreground">{t("client.notGiven")}</span>;
  return (
    <Panel title={t("client.heading")}>
      {client.account_closed ? (
        <p className="flex items-start gap-2 rounded-md border border-input bg-muted p-3 text-sm font-medium">
          <UserX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("client.closed")}
        </p>
      ) : null}
      <Facts
        columns={1}
        facts={[
          { label: t("client.name"), value: client.name ?? notGiven },
          {
            label: t("client.phone"),
            value: client.phone ? (
              <a className="underline-offset-4 hover:underline" href={`tel:${client.phone}`}>
                {client.phone}
              </a>
            ) : (
              notGiven
            ),
          },
          {
            label: t("client.email"),
            value: client.email ? (
              <span>
                {client.email}{" "}
                <span className="text-sm text-muted-foreground">
                  ({client.email_confirmed ? t("client.emailConfirmed") : t("client.emailUnconfirmed")})
                </span>
              </span>
            ) : (
              notGiven
            ),
          },
          {
            label: t("client.account"),
            value: client.account_closed
              ? t("client.accountClosed")
              : client.has_account
                ? t("client.hasAccount")
                : t("client.noAccount"),
          },
        ]}
      />
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("client.auditNote")}
      </p>
    </Panel>
  );
}
