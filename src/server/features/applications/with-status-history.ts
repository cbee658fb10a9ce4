/**
 * What a client sees of their applications: the service, where, how and the status with
 * its history (and the navigator's notes). The medical history and discreet notes they
 * wrote are not sent back: a shared phone should not show them again.
 */
import { asc, inArray } from "drizzle-orm";
import type { MyApplication } from "@shared/api/applications";
import type { AppDeps } from "../../deps";
import { applicationStatusHistory, type serviceApplications } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";

export type ApplicationReadDeps = Pick<AppDeps, "db" | "cipher">;

export async function withStatusHistory(
  deps: ApplicationReadDeps,
  applications: (typeof serviceApplications.$inferSelect)[],
): Promise<MyApplication[]> {
  if (applications.length === 0) return [];
  const history = await deps.db
    .select()
    .from(applicationStatusHistory)
    .where(
      inArray(
        applicationStatusHistory.applicationId,
        applications.map((application) => application.id),
      ),
    )
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  return applications
    .map((stored) => open(deps.cipher, SEALED.serviceApplications, stored))
    .map((application) => ({
      id: application.id,
      service_type: application.serviceType,
      region: application.region,
      delivery_preference: application.deliveryPreference as MyApplication["delivery_preference"],
      status: application.status,
      created_at: application.createdAt.toISOString(),
      updated_at: application.updatedAt.toISOString(),
      history: history
        .filter((entry) => entry.applicationId === application.id)
        .map((entry) => ({
          status: entry.status as MyApplication["status"],
          note: deps.cipher.decryptOptional(entry.note),
          created_at: entry.createdAt.toISOString(),
        })),
    }));
}
