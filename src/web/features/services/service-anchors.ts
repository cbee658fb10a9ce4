/**
 * The anchors of the services page's six sections, which the footer links to (spec
 * section 2). An address is kept in the browser's history and shown in its address bar,
 * so none carries a health word: the spec's #art-delivery, #prep-services, #hiv-testing
 * and #health-tracking became neutral words (docs/decisions/049). The strings keys keep
 * their old names; only the addresses changed.
 */
export const SERVICE_ANCHORS = [
  { anchor: "delivery", key: "artDelivery" },
  { anchor: "prevention", key: "prepServices" },
  { anchor: "testing", key: "hivTesting" },
  { anchor: "peer-support", key: "peerSupport" },
  { anchor: "tracking", key: "healthTracking" },
  { anchor: "education", key: "education" },
] as const;

export type ServiceAnchor = (typeof SERVICE_ANCHORS)[number]["anchor"];

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
