/** The client's own applications, newest first, each with its status history. */
import { desc, eq } from "drizzle-orm";
import type { MyApplication } from "@shared/api/applications";
import { serviceApplications } from "../../db/schema";
import { withStatusHistory, type ApplicationReadDeps } from "./with-status-history";

export async function listMyApplications(
  deps: ApplicationReadDeps,
  userId: string,
): Promise<MyApplication[]> {
  const applications = await deps.db
    .select()
    .from(serviceApplications)
    .where(eq(serviceApplications.userId, userId))
    .orderBy(desc(serviceApplications.createdAt), desc(serviceApplications.id));
  return withStatusHistory(deps, applications);
}
