import { useTranslation } from "@web/lib/i18n";
import { Sparkles } from "lucide-react";
import type { CaseItem } from "@shared/api/cases";
import { IconList } from "@web/components/ui/icon-list";
import { DetailSection } from "./detail-parts";

/** The automatic triage: the summary and the reasons behind the priority. */
export function TriageSection({ item }: { item: CaseItem }) {
  const { t } = useTranslation("cases");
  if (!item.ai_summary && item.ai_insights.length === 0) return null;
  return (
    <DetailSection title={t("request.insights")}>
      {item.ai_summary ? <p className="text-sm">{item.ai_summary}</p> : null}
      {item.ai_insights.length > 0 ? (
        <IconList items={item.ai_insights} icon={Sparkles} small className="grid gap-1.5" />
      ) : null}
    </DetailSection>
  );
}
