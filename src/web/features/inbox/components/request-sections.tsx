import { useTranslation } from "react-i18next";
import { Check, LockKeyhole, X } from "lucide-react";
import type { ApplicationInboxItem, InboxItemDetail, MessageInboxItem } from "@shared/api/inbox";
import { DetailSection, Facts, WrittenText } from "./detail-parts";

type ApplicationFacts = NonNullable<InboxItemDetail["application"]>;

function Confirmations({ requirements }: { requirements: Record<string, boolean> }) {
  const { t } = useTranslation("inbox");
  const entries = Object.entries(requirements);
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{t("detail.confirmations")}</h4>
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
                : {confirmed ? t("detail.confirmed") : t("detail.notConfirmed")}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ApplicationRequestSection({
  item,
  facts,
}: {
  item: ApplicationInboxItem;
  facts: ApplicationFacts;
}) {
  const { t } = useTranslation("inbox");
  const yesNo = (value: boolean) => (value ? t("detail.yes") : t("detail.no"));
  const service = item.data.service_type;
  return (
    <DetailSection title={t("detail.request")}>
      <Facts
        facts={[
          {
            label: t("detail.service"),
            value: service ? t(`services.${service}`, { defaultValue: service }) : "-",
          },
          { label: t("detail.delivery"), value: t(`delivery.${facts.delivery_preference}`) },
          { label: t("detail.consentData"), value: yesNo(facts.consent_data) },
          { label: t("detail.consentDelivery"), value: yesNo(facts.consent_delivery) },
        ]}
      />
      {facts.discreet_notes ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{t("detail.discreetNotes")}</h4>
          <WrittenText>{facts.discreet_notes}</WrittenText>
        </div>
      ) : null}
      <Confirmations requirements={facts.requirements} />
      {item.data.medical_history ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{t("detail.medicalHistory")}</h4>
          <WrittenText>{item.data.medical_history}</WrittenText>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <LockKeyhole className="size-3.5 shrink-0" aria-hidden="true" />
            {t("detail.encrypted")}
          </p>
        </div>
      ) : null}
    </DetailSection>
  );
}

export function MessageSection({ item, detail }: { item: MessageInboxItem; detail: InboxItemDetail }) {
  const { t } = useTranslation("inbox");
  return (
    <DetailSection title={t("detail.message")}>
      <Facts
        facts={[
          { label: t("detail.subject"), value: item.data.subject ?? t("detail.notGiven") },
          {
            label: t("detail.source"),
            value: detail.message ? t(`sources.${detail.message.source}`) : t("detail.notGiven"),
          },
        ]}
      />
      {item.data.message ? <WrittenText>{item.data.message}</WrittenText> : null}
    </DetailSection>
  );
}
