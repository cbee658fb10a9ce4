/**
 * The look of each service: icon and colour (spec section 3, "Service info"). The words
 * live in the services strings; the three with a detail modal are art, prep and testing.
 */
import type { LucideIcon } from "lucide-react";
import { BookOpen, ChartLine, HandHeart, ShieldCheck, TestTube, Truck } from "lucide-react";
import { SERVICE_ANCHORS } from "./service-anchors";

type ServiceKey = (typeof SERVICE_ANCHORS)[number]["key"];

export const MODAL_SERVICE_IDS = ["art", "prep", "testing"] as const;
export type ModalServiceId = (typeof MODAL_SERVICE_IDS)[number];

export interface ServiceLook {
  icon: LucideIcon;
  /** Classes of the icon tile, readable in both themes. */
  tone: string;
}

export const MODAL_SERVICE_LOOK: Record<ModalServiceId, ServiceLook> = {
  art: { icon: Truck, tone: "bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-100" },
  prep: { icon: ShieldCheck, tone: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100" },
  testing: { icon: TestTube, tone: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" },
};

const PAGE_SERVICE_DETAILS = {
  artDelivery: { modal: "art", look: MODAL_SERVICE_LOOK.art },
  prepServices: { modal: "prep", look: MODAL_SERVICE_LOOK.prep },
  hivTesting: { modal: "testing", look: MODAL_SERVICE_LOOK.testing },
  peerSupport: {
    modal: null,
    look: { icon: HandHeart, tone: "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-100" },
  },
  healthTracking: {
    modal: null,
    look: {
      icon: ChartLine,
      tone: "bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-100",
    },
  },
  education: {
    modal: null,
    look: {
      icon: BookOpen,
      tone: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-100",
    },
  },
} as const satisfies Record<ServiceKey, { modal: ModalServiceId | null; look: ServiceLook }>;

/**
 * The six services of the services page, in the order and with the anchors of the footer
 * (neutral words: service-anchors.ts).
 */
export const PAGE_SERVICES = SERVICE_ANCHORS.map(({ anchor, key }) => ({
  anchor,
  key,
  ...PAGE_SERVICE_DETAILS[key],
}));
