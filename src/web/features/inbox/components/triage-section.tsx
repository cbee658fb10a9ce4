import { useTranslation } from "react-i18next";
import { Sparkles } from "lucide-react";
import type { InboxItem } from "@shared/api/inbox";
import { DetailSection } from "./detail-parts";

/** The automatic triage: the summary and the reasons behind the priority. */
export function TriageSection({ item }: { item: InboxItem }) {
  const { t } = useTranslation("inbox");
  const insights = item.data.ai_insights;
  return (
    <DetailSection title={t("detail.insights")}>
      <p>
        <span className="font-medium">{t("detail.summary")}: </span>
        {item.summary}
      </p>
      {insights.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("detail.noInsights")}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {insights.map((insight) => (
            <li key={insight} className="flex gap-2">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {insight}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
