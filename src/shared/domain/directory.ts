/**
 * The resources directory (docs/decisions/070-the-resources-directory.md): the places iCare
 * lists under "Places that may help", and the admin page that keeps them. The fixed words
 * both sides share: what a place offers, how it is reached, what it costs; which services
 * answer which question; and how a directory phone number is written.
 */
import type { AssistantIntent } from "../api/assistant";

/** What a place offers. "emergency" marks an emergency line: listed only in an emergency. */
export const RESOURCE_SERVICES = [
  "art",
  "prep",
  "pep",
  "hiv_testing",
  "self_testing",
  "sti",
  "tb",
  "family_planning",
  "mental_health",
  "harm_reduction",
  "violence_support",
  "legal_aid",
  "emergency",
] as const;
export type ResourceService = (typeof RESOURCE_SERVICES)[number];

/** How people are seen; null in the directory when it is not known. */
export const RESOURCE_ACCESS = ["walk_in", "appointment", "both"] as const;
export type ResourceAccess = (typeof RESOURCE_ACCESS)[number];

export const RESOURCE_COSTS = ["free", "paid", "unknown"] as const;
export type ResourceCost = (typeof RESOURCE_COSTS)[number];

/** A coarse kind: a clinic or hospital is general care, worth listing in its town whatever the service. */
export const RESOURCE_CATEGORIES = ["clinic", "hospital", "hotline", "organisation"] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/**
 * The services that answer each of iCare's topics: a place offering one of them is listed
 * first. A topic with none asks for no particular service (the question's words and its
 * region rank the places then).
 */
export const INTENT_SERVICES = {
  greeting: [],
  art_adherence: ["art"],
  missed_dose: ["art"],
  side_effects: ["art"],
  viral_load_uequalsu: ["art"],
  cd4: ["art"],
  prep: ["prep"],
  pep: ["pep"],
  testing: ["hiv_testing", "self_testing"],
  self_testing: ["self_testing", "hiv_testing"],
  window_period: ["hiv_testing"],
  pregnancy: ["family_planning", "art"],
  stigma_disclosure: [],
  mental_health: ["mental_health"],
  alcohol_drugs_harm_reduction: ["harm_reduction"],
  sex_work_safety: ["violence_support", "prep", "pep", "sti"],
  service_offer: [],
  locations: [],
  how_to_apply: [],
  privacy: [],
  tuberculosis: ["tb"],
  sti: ["sti"],
  contraception: ["family_planning"],
  myths_transmission: [],
  rights_legal: ["legal_aid", "violence_support"],
  crisis: ["emergency", "violence_support", "mental_health"],
  other: [],
} as const satisfies Record<AssistantIntent, readonly ResourceService[]>;

/** Topics whose places should welcome key populations (sex workers, MSM, people who inject drugs). */
export const KEY_POPULATION_INTENTS: ReadonlySet<AssistantIntent> = new Set([
  "sex_work_safety",
  "alcohol_drugs_harm_reduction",
]);

export const DIRECTORY_LIMITS = {
  titleMaxChars: 120,
  contentMaxChars: 600,
  addressMaxChars: 200,
  hoursMaxChars: 120,
  costNoteMaxChars: 120,
  urlMaxChars: 300,
  tagsMax: 20,
  tagMaxChars: 30,
} as const;

const SEPARATORS = /[\s\-.()/]/g;
/** A national number after the country code: mobiles (7), landlines (2-4) and toll-free lines (800). */
const NATIONAL_NUMBER = /^(?:[2-47]\d{8}|800\d{6})$/;
/** Uganda's short codes: 999, 112, 116 and the like. */
const SHORT_CODE = /^\d{3,4}$/;

/**
 * A place's number as the directory keeps it: a Ugandan number in full (+256XXXXXXXXX,
 * from 0414 123 456, +256 772 123 456 or 0800 100 066) or a short code (116); null for
 * anything else (letters, a foreign number, a digit too many).
 */
export function normaliseDirectoryPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  if (SHORT_CODE.test(compact)) return compact;
  let national: string | null = null;
  if (compact.startsWith("+256")) national = compact.slice(4);
  else if (compact.startsWith("00256")) national = compact.slice(5);
  else if (compact.startsWith("256")) national = compact.slice(3);
  else if (compact.startsWith("0")) national = compact.slice(1);
  if (national === null) return null;
  national = national.replace(/^0/, "");
  return NATIONAL_NUMBER.test(national) ? `+256${national}` : null;
}

/** +256414123456 as people read it, +256 414 123 456; a short code as it is. */
export function formatDirectoryPhone(phone: string): string {
  const match = /^\+256(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+256 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
