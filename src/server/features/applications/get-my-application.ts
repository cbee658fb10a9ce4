import { and, eq } from "drizzle-orm";
import type { MyApplication } from "@shared/api/applications";
import { serviceApplications } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { withStatusHistory, type ApplicationReadDeps } from "./with-status-history";

/** Another client's application is "not found", the same as one that does not exist. */
export async function getMyApplication(
  deps: ApplicationReadDeps,
  userId: string,
  id: string,
): Promise<MyApplication> {
  const applications = await deps.db
    .select()
    .from(serviceApplications)
    .where(and(eq(serviceApplications.id, id), eq(serviceApplications.userId, userId)));
  const [application] = await withStatusHistory(deps, applications);
  if (!application) throw new HttpError(404, "not_found", "Application not found.");
  return application;
}
