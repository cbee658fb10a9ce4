/**
 * What a failed team change tells the person: the member left the team meanwhile, the
 * caller tried to remove themself or change their own lead role, their own two-step
 * sign-in went off, they are no longer a lead, or they tried to reach a region not theirs.
 */
import { CANNOT_CHANGE_OWN_LEAD, CANNOT_REMOVE_SELF, LEAD_ADMIN_REQUIRED } from "@shared/api/team";
import { ApiError } from "@web/lib/http";

export type TeamErrorKey =
  | "errors.gone"
  | "errors.self"
  | "errors.ownLead"
  | "errors.twoStep"
  | "errors.notLead"
  | "errors.outsideRegion"
  | "errors.generic";

export function teamErrorKey(error: unknown): TeamErrorKey {
  if (!(error instanceof ApiError)) return "errors.generic";
  if (error.status === 404) return "errors.gone";
  if (error.code === CANNOT_REMOVE_SELF) return "errors.self";
  if (error.code === CANNOT_CHANGE_OWN_LEAD) return "errors.ownLead";
  if (error.code === "two_factor_required") return "errors.twoStep";
  if (error.code === LEAD_ADMIN_REQUIRED) return "errors.notLead";
  if (error.code === "outside_your_region") return "errors.outsideRegion";
  return "errors.generic";
}
