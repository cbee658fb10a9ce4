/**
 * The team page's contract (docs/decisions/055-team-and-two-step.md): the admins of the
 * caller's region (every admin for a national admin, whose region is null), with what the
 * team needs to share the work, and the invitations still open for that region.
 *
 * Error messages are short keys the UI translates.
 */
import { z } from "zod";
import { REGIONS } from "../constants";
import { adminInviteSchema } from "./admin-accounts";
import { choice } from "./fields";

const isoDateTime = z.iso.datetime({ offset: true });

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A real address only: never a phone account's placeholder. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** null: a national admin, on every region's team. */
  region: z.enum(REGIONS).nullable(),
  /** The latest activity of any of their sessions; null when none is left. */
  last_active_at: isoDateTime.nullable(),
  /** Cases assigned to them that are not resolved. */
  open_cases: z.number().int(),
  /** Two-step sign-in is on: without it they see no client's data. */
  two_factor: z.boolean(),
  /** A lead admin: changes who is on the team (decision 063). */
  lead: z.boolean(),
  is_me: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/admin/team */
export const teamResponseSchema = z.object({
  /** The caller's region: the team shown; null for a national admin (every admin). */
  region: z.enum(REGIONS).nullable(),
  members: z.array(teamMemberSchema),
  /** Invitations of the team's region not yet used and not expired, newest first. */
  invites: z.array(adminInviteSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamMemberParamsSchema = z.object({
  userId: z
    .string({ error: "invalid_id" })
    .trim()
    .min(1, { error: "invalid_id" })
    .max(128, { error: "invalid_id" }),
});

/** POST /api/admin/team/:userId/region: a region, never "national" (that is the operator's). */
export const teamRegionBodySchema = z.object({ region: choice(REGIONS) });
export type TeamRegionBody = z.input<typeof teamRegionBodySchema>;

export const teamRegionResponseSchema = z.object({
  member: teamMemberSchema,
  /** How many of their open cases went back to the queue. */
  returned_cases: z.number().int(),
});
export type TeamRegionResponse = z.infer<typeof teamRegionResponseSchema>;

/** DELETE /api/admin/team/:userId: the account stays, the admin role goes. */
export const teamRemoveResponseSchema = z.object({
  ok: z.literal(true),
  returned_cases: z.number().int(),
});
export type TeamRemoveResponse = z.infer<typeof teamRemoveResponseSchema>;

/** POST /api/admin/team/:userId/lead: a lead makes another member a lead, or not. */
export const teamLeadBodySchema = z.object({ lead: z.boolean({ error: "invalid_choice" }) });
export type TeamLeadBody = z.input<typeof teamLeadBodySchema>;

export const teamLeadResponseSchema = z.object({ member: teamMemberSchema });
export type TeamLeadResponse = z.infer<typeof teamLeadResponseSchema>;

/** The 409 code when an admin tries to remove themself. */
export const CANNOT_REMOVE_SELF = "cannot_remove_self";

/** The 409 code when a lead tries to give up their own lead role (another lead does it). */
export const CANNOT_CHANGE_OWN_LEAD = "cannot_change_own_lead";

/** The 403 code when an admin who is not a lead tries to change the team. */
export const LEAD_ADMIN_REQUIRED = "lead_admin_required";
