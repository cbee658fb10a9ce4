/**
 * The application form's state and what the server receives. The form checks it with the
 * same shared schema as the server (lib/schema-form), so a message shown there and one
 * coming back in a 400's `fields` are the same code, translated the same way.
 */
import {
  DISCREET_NOTES_MAX_CHARS,
  FULL_NAME_MAX_CHARS,
  MEDICAL_HISTORY_MAX_CHARS,
  SERVICE_REQUIREMENTS,
  type DeliveryPreference,
  type RequirementKey,
  type ServiceApplicationInput,
} from "@shared/api/applications";
import { REGIONS, SERVICE_TYPES, type Region, type ServiceType } from "@shared/constants";

export interface ApplicationDraft {
  service_type: ServiceType | null;
  full_name: string;
  phone: string;
  email: string;
  region: Region | null;
  delivery_preference: DeliveryPreference | null;
  discreet_notes: string;
  medical_history: string;
  requirements: Partial<Record<RequirementKey, boolean>>;
  consent_data: boolean;
  consent_delivery: boolean;
}

/** In the order the form shows them: the first one with an error gets the focus. */
export const DRAFT_FIELDS = [
  "service_type",
  "full_name",
  "phone",
  "email",
  "region",
  "delivery_preference",
  "discreet_notes",
  "requirements",
  "medical_history",
  "consent_data",
  "consent_delivery",
] as const satisfies readonly (keyof ApplicationDraft)[];
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** The limit a "too_long" message names. */
export const DRAFT_MAX_CHARS: Partial<Record<DraftField, number>> = {
  full_name: FULL_NAME_MAX_CHARS,
  email: 254,
  discreet_notes: DISCREET_NOTES_MAX_CHARS,
  medical_history: MEDICAL_HISTORY_MAX_CHARS,
};

export function isServiceType(value: string | null | undefined): value is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(value ?? "");
}

export function isRegion(value: string | null | undefined): value is Region {
  return (REGIONS as readonly string[]).includes(value ?? "");
}

export function emptyDraft(defaults: {
  service_type?: ServiceType | null;
  full_name?: string;
  email?: string;
  region?: Region | null;
}): ApplicationDraft {
  return {
    service_type: defaults.service_type ?? null,
    full_name: defaults.full_name ?? "",
    phone: "",
    email: defaults.email ?? "",
    region: defaults.region ?? null,
    delivery_preference: null,
    discreet_notes: "",
    medical_history: "",
    requirements: {},
    consent_data: false,
    consent_delivery: false,
  };
}

export function requirementKeysOf(service: ServiceType | null): readonly RequirementKey[] {
  return service ? SERVICE_REQUIREMENTS[service] : [];
}

/** What the server receives; a choice not made yet is left out, so the schema calls it required. */
export function toRequest(draft: ApplicationDraft): ServiceApplicationInput {
  return {
    ...draft,
    service_type: draft.service_type ?? undefined,
    region: draft.region ?? undefined,
    delivery_preference: draft.delivery_preference ?? undefined,
    // Only the chosen service's confirmations: ticks left from another service mean nothing.
    requirements: Object.fromEntries(
      requirementKeysOf(draft.service_type).map((key) => [key, draft.requirements[key] === true]),
    ),
  } as ServiceApplicationInput;
}
