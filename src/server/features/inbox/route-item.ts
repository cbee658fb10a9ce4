/**
 * Files a new application or contact message into the inbox: the triage sets priority,
 * summary and insights; the assignment picks the admin. The creators insert their own
 * notification row with the result, in the same transaction as the item.
 */
import type { Priority, Region } from "@shared/constants";
import type { Db } from "../../db/client";
import { chooseAdmin } from "./choose-admin";
import { triage, type TriageInput } from "./triage";

export interface Routing {
  adminId: string | null;
  priority: Priority;
  aiSummary: string;
  aiInsights: string[];
}

export async function routeItem(db: Db, input: TriageInput & { region: Region | null }): Promise<Routing> {
  const result = triage(input);
  return {
    adminId: await chooseAdmin(db, input.region),
    priority: result.priority,
    aiSummary: result.ai_summary,
    aiInsights: result.ai_insights,
  };
}
