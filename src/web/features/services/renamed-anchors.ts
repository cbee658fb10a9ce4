/**
 * The spec's anchors that carried health words, and their neutral names (decision 049).
 * Apart from service-anchors.ts, which the footer puts on every first load: only the
 * services page needs this.
 */
import type { ServiceAnchor } from "./service-anchors";

/** Links written before the rename (bookmarks, messages) still reach their section. */
const RENAMED: Readonly<Record<string, ServiceAnchor>> = {
  "art-delivery": "delivery",
  "prep-services": "prevention",
  "hiv-testing": "testing",
  "health-tracking": "tracking",
};

/** The current anchor for an old one, or null when `anchor` was never renamed. */
export function renamedServiceAnchor(anchor: string): ServiceAnchor | null {
  return Object.hasOwn(RENAMED, anchor) ? (RENAMED[anchor] ?? null) : null;
}
