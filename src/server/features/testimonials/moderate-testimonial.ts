/**
 * An admin approves (publishes) or rejects a testimonial; any admin may moderate. A
 * decision can be changed later: approving a rejected one publishes it, and the reverse.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { testimonials } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../audit/record-audit";

export type ModerationDecision = "approve" | "reject";

export async function moderateTestimonial(
  db: Db,
  adminId: string,
  id: string,
  decision: ModerationDecision,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(testimonials)
      .set({
        isApproved: decision === "approve",
        rejectedAt: decision === "reject" ? now : null,
        reviewedBy: adminId,
      })
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id });
    if (!updated) throw new HttpError(404, "not_found", "Testimonial not found.");
    await recordAudit(tx, now, {
      actorId: adminId,
      action: decision === "approve" ? "testimonial_approved" : "testimonial_rejected",
      entityType: "testimonial",
      entityId: id,
    });
  });
}
