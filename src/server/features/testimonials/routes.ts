import { Hono } from "hono";
import {
  testimonialInputSchema,
  testimonialModerationQuerySchema,
  testimonialParamsSchema,
  type ModeratedTestimonialListResponse,
  type TestimonialListResponse,
  type TestimonialModerated,
} from "@shared/api/testimonials";
import type { AppDeps } from "../../deps";
import { requireNavigator, requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { idempotent } from "../../http/idempotency";
import { listApprovedTestimonials } from "./list-approved-testimonials";
import { submitTestimonial } from "./submit-testimonial";
import { listTestimonialsForModeration } from "./list-testimonials-for-moderation";
import { moderateTestimonial, type ModerationDecision } from "./moderate-testimonial";

export function testimonialRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .get("/testimonials", async (c) => {
      return c.json({
        testimonials: await listApprovedTestimonials(deps),
      } satisfies TestimonialListResponse);
    })
    .post("/testimonials", requireUser, idempotent(deps), async (c) => {
      const input = await parseJson(c, testimonialInputSchema);
      return c.json(await submitTestimonial(deps, c.get("user").user.id, input), 201);
    })
    .get("/admin/testimonials", requireNavigator, async (c) => {
      const { status } = parseWith(testimonialModerationQuerySchema, c.req.query());
      c.header("Cache-Control", "no-store");
      const testimonials = await listTestimonialsForModeration(deps, status);
      return c.json({ testimonials } satisfies ModeratedTestimonialListResponse);
    })
    .post("/admin/testimonials/:id/:decision{approve|reject}", requireNavigator, async (c) => {
      const { id } = parseWith(testimonialParamsSchema, c.req.param());
      const decision = c.req.param("decision") as ModerationDecision;
      await moderateTestimonial(deps.db, c.get("user").user.id, id, decision, deps.now());
      return c.json({
        id,
        status: decision === "approve" ? "approved" : "rejected",
      } satisfies TestimonialModerated);
    });
}
