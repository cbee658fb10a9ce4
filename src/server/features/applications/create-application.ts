/**
 * A client applies for a service. The application, its first status, its place in the
 * client's case and the case's notification row (triaged) are written together; the
 * region's team hears about it afterwards. Everything the person wrote or chose is encrypted
 * before it is stored, the service too (docs/decisions/064).
 */
import { randomUUID } from "node:crypto";
import type { ValidServiceApplicationInput } from "@shared/api/applications";
import type { AppDeps } from "../../deps";
import { applicationNotifications, applicationStatusHistory, serviceApplications } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";
import { triage } from "../inbox/triage";
import { triageColumns } from "../inbox/triage-columns";
import { fileIntoCase } from "../cases/file-into-case";
import { announceClientWriting } from "../cases/case-team";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify">;

export async function createApplication(
  deps: Deps,
  userId: string,
  input: ValidServiceApplicationInput,
): Promise<{ id: string }> {
  const now = deps.now();
  const { id, itemId, filed } = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(serviceApplications)
      .values(
        seal(deps.cipher, SEALED.serviceApplications, {
          userId,
          serviceType: input.service_type,
          fullName: input.full_name,
          email: input.email,
          phone: input.phone,
          region: input.region,
          deliveryPreference: input.delivery_preference,
          discreetNotes: input.discreet_notes || null,
          medicalHistory: input.medical_history || null,
          consentData: input.consent_data,
          consentDelivery: input.consent_delivery,
          requirements: JSON.stringify(input.requirements),
          status: "submitted",
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning({ id: serviceApplications.id });
    if (!application) throw new Error("application insert returned no row");

    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: application.id, status: "submitted", changedBy: userId, createdAt: now });

    const routing = triage({
      kind: "application",
      serviceType: input.service_type,
      text: [input.discreet_notes, input.medical_history].filter(Boolean).join("\n"),
      region: input.region,
      canCall: Boolean(input.phone),
    });
    const itemId = randomUUID();
    const filed = await fileIntoCase(
      tx,
      deps,
      { userId, phone: input.phone, email: input.email, region: input.region },
      routing,
      {
        kind: "event",
        code: "application",
        data: { service: input.service_type },
        item: { type: "application", id: itemId },
      },
    );
    await tx.insert(applicationNotifications).values(
      seal(deps.cipher, SEALED.applicationNotifications, {
        id: itemId,
        applicationId: application.id,
        userId,
        caseId: filed.id,
        adminId: filed.assigneeId,
        status: "new",
        priority: routing.priority,
        ...triageColumns(routing),
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { id: application.id, itemId, filed };
  });
  await announceClientWriting(deps, filed, { type: "application", id: itemId });
  return { id };
}
