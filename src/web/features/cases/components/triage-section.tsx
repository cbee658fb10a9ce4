import { useTranslation } from "@web/lib/i18n";
import { Sparkles } from "lucide-react";
import type { CaseItem } from "@shared/api/cases";
import { DetailSection } from "./detail-parts";

/** The automatic triage: the summary and the reasons behind the priority. */
export function TriageSection({ item }: { item: CaseItem }) {
  const { t } = useTranslation("cases");
  if (!item.ai_summary && item.ai_insights.length === 0) return null;
  return (
    <DetailSection title={t("request.insights")}>
      {item.ai_summary ? <p className="text-sm">{item.ai_summary}</p> : null}
      {item.ai_insights.length > 0 ? (
        <ul className="grid gap-1.5 text-sm">
          {item.ai_insights.map((insight) => (
            <li key={insight} className="flex gap-2">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {insight}
            </li>
          ))}
        </ul>
      ) : null}
    </DetailSection>
  );
}
