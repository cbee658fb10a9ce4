import { useTranslation } from "@web/lib/i18n";
import { Check, LockKeyhole, X } from "lucide-react";
import type { CaseItem } from "@shared/api/cases";
import { DetailSection, Facts, WrittenText } from "./detail-parts";

type Application = Extract<CaseItem, { type: "application" }>["application"];
type Message = Extract<CaseItem, { type: "message" }>["message"];

function Confirmations({ requirements }: { requirements: Record<string, boolean> }) {
  const { t } = useTranslation("cases");
  const entries = Object.entries(requirements);
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h5 className="text-sm font-medium">{t("request.confirmations")}</h5>
      <ul className="grid gap-1.5 text-sm">
        {entries.map(([key, confirmed]) => (
          <li key={key} className="flex items-start gap-2">
            {confirmed ? (
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span>
              {t(`requirements.${key}`, { defaultValue: key })}
              <span className="sr-only">
                : {confirmed ? t("request.confirmed") : t("request.notConfirmed")}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the client asked for in an application, with its private parts. */
export function ApplicationRequestSection({ application }: { application: Application }) {
  const { t } = useTranslation("cases");
  const yesNo = (value: boolean) => (value ? t("request.yes") : t("request.no"));
  return (
    <DetailSection title={t("request.heading")}>
      <Facts
        facts={[
          { label: t("request.service"), value: t(`services.${application.service_type}`) },
          { label: t("request.delivery"), value: t(`delivery.${application.delivery_preference}`) },
          { label: t("request.consentData"), value: yesNo(application.consent_data) },
          { label: t("request.consentDelivery"), value: yesNo(application.consent_delivery) },
        ]}
      />
      {application.discreet_notes ? (
        <div className="grid gap-1">
          <h5 className="text-sm font-medium">{t("request.discreetNotes")}</h5>
          <WrittenText>{application.discreet_notes}</WrittenText>
        </div>
      ) : null}
      <Confirmations requirements={application.requirements} />
      {application.medical_history ? (
        <div className="grid gap-1">
          <h5 className="text-sm font-medium">{t("request.medicalHistory")}</h5>
          <WrittenText>{application.medical_history}</WrittenText>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <LockKeyhole className="size-3.5 shrink-0" aria-hidden="true" />
            {t("request.encrypted")}
          </p>
        </div>
      ) : null}
    </DetailSection>
  );
}

/** Where a message came from; its text is in the thread. */
export function MessageSection({ message }: { message: Message }) {
  const { t } = useTranslation("cases");
  return (
    <DetailSection title={t("request.message")}>
      <Facts
        facts={[
          { label: t("request.subject"), value: message.subject ?? t("client.notGiven") },
          { label: t("request.source"), value: t(`sources.${message.source}`) },
        ]}
      />
    </DetailSection>
  );
}
