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
