/**
 * The triage of an item as its notification row stores it, and back. The summary and the
 * insights restate what the client wrote (a PEP request, a pregnancy), so both are sealed
 * with the row (docs/decisions/064); the insights are kept as their JSON text.
 */
import { insightList } from "@shared/domain/inbox";
import type { TriageResult } from "./triage";

/** The columns, in clear, for seal(). */
export function triageColumns(routing: Pick<TriageResult, "ai_summary" | "ai_insights">) {
  return { aiSummary: routing.ai_summary, aiInsights: JSON.stringify(routing.ai_insights) };
}

/** What a navigator reads, from a row already opened. */
export function triageOf(row: { aiSummary: string | null; aiInsights: string | null }) {
  return { ai_summary: row.aiSummary, ai_insights: insightList(row.aiInsights) };
}
