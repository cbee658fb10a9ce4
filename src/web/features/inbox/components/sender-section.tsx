import { useTranslation } from "react-i18next";
import { ShieldCheck } from "lucide-react";
import type { InboxItemDetail } from "@shared/api/inbox";
import { UNKNOWN } from "@shared/domain/inbox";
import { DetailSection, Facts } from "./detail-parts";

/** Who wrote: the personal data whose every view the server records in the audit log. */
export function SenderSection({ detail }: { detail: InboxItemDetail }) {
  const { t } = useTranslation("inbox");
  const { item } = detail;
  const orNotGiven = (value: string | null) => (value && value !== UNKNOWN ? value : t("detail.notGiven"));
  return (
    <DetailSection title={t("detail.sender")}>
      <Facts
        facts={[
          { label: t("detail.name"), value: item.user_name },
          { label: t("detail.email"), value: orNotGiven(item.user_email) },
          { label: t("detail.phone"), value: orNotGiven(item.data.phone) },
          {
            label: t("detail.region"),
            value: detail.region ? t(`regions.${detail.region}`) : t("detail.notGiven"),
          },
        ]}
      />
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("detail.auditNote")}
      </p>
    </DetailSection>
  );
}
