/**
 * A client applies for a service. The application, its first status, and the admin's
 * inbox notification (triaged and assigned) are written together; the admin's open
 * dashboards hear about it afterwards. The free text is encrypted before it is stored.
 */
import type { ValidServiceApplicationInput } from "@shared/api/applications";
import type { AppDeps } from "../../deps";
import { applicationNotifications, applicationStatusHistory, serviceApplications } from "../../db/schema";
import { routeItem } from "../inbox/route-item";

type Deps = Pick<AppDeps, "db" | "cipher" | "logger" | "now" | "notify">;

export async function createApplication(
  deps: Deps,
  userId: string,
  input: ValidServiceApplicationInput,
): Promise<{ id: string }> {
  const now = deps.now();
  const { id, itemId, adminId } = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(serviceApplications)
      .values({
        userId,
        serviceType: input.service_type,
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        region: input.region,
        deliveryPreference: input.delivery_preference,
        discreetNotes: deps.cipher.encryptOptional(input.discreet_notes),
        medicalHistory: deps.cipher.encryptOptional(input.medical_history),
        consentData: input.consent_data,
        consentDelivery: input.consent_delivery,
        requirements: input.requirements,
        status: "submitted",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: serviceApplications.id });
    if (!application) throw new Error("application insert returned no row");

    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: application.id, status: "submitted", changedBy: userId, createdAt: now });

    const routing = await routeItem(tx, {
      kind: "application",
      serviceType: input.service_type,
      text: [input.discreet_notes, input.medical_history].filter(Boolean).join("\n"),
      region: input.region,
    });
    const [notification] = await tx
      .insert(applicationNotifications)
      .values({
        applicationId: application.id,
        userId,
        adminId: routing.adminId,
        status: "new",
        priority: routing.priority,
        aiSummary: routing.aiSummary,
        aiInsights: routing.aiInsights,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applicationNotifications.id });
    return { id: application.id, itemId: notification?.id, adminId: routing.adminId };
  });
  // The admin's open dashboards refresh and their devices get a (neutral) push.
  if (adminId && itemId) await deps.notify.inboxItem({ adminId, type: "application", id: itemId });
  return { id };
}
