/**
 * What a failed team change tells the person: the member left the team meanwhile, the
 * caller tried to remove themself, their own two-step sign-in went off, or they tried to
 * invite into a region not theirs.
 */
import { ApiError } from "@web/lib/http";

export type TeamErrorKey =
  "errors.gone" | "errors.self" | "errors.twoStep" | "errors.outsideRegion" | "errors.generic";

export function teamErrorKey(error: unknown): TeamErrorKey {
  if (!(error instanceof ApiError)) return "errors.generic";
  if (error.status === 404) return "errors.gone";
  if (error.code === "cannot_remove_self") return "errors.self";
  if (error.code === "two_factor_required") return "errors.twoStep";
  if (error.code === "outside_your_region") return "errors.outsideRegion";
  return "errors.generic";
}
