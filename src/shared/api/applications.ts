/**
 * The service application contract (POST /api/applications; spec sections 3 and 9).
 * Each service lists the requirements of spec section 9 as confirmations the client ticks;
 * an unticked one is not a refusal, it tells the navigator what to help with.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, REGIONS, SERVICE_TYPES, type ServiceType } from "../constants";
import {
  ERROR_KEYS,
  choice,
  optionalEmail,
  optionalText,
  optionalUgandanPhone,
  requiredText,
} from "./fields";

export const DELIVERY_PREFERENCES = ["home", "pickup_point", "clinic"] as const;
export type DeliveryPreference = (typeof DELIVERY_PREFERENCES)[number];

/** Spec section 9 requirements. ART's "consent for home delivery" is `consent_delivery`. */
export const SERVICE_REQUIREMENTS = {
  art: ["valid_prescription", "health_assessment_completed", "active_phone_number"],
  prep: ["hiv_negative_status", "risk_assessment", "regular_testing_commitment", "benefits_understood"],
  testing: ["valid_identification", "testing_consent", "health_questionnaire", "follow_up_commitment"],
  peer_support: [],
} as const satisfies Record<ServiceType, readonly string[]>;

export type RequirementKey = (typeof SERVICE_REQUIREMENTS)[ServiceType][number];
const ALL_REQUIREMENT_KEYS = Object.values(SERVICE_REQUIREMENTS).flat() as [
  RequirementKey,
  ...RequirementKey[],
];

export const DISCREET_NOTES_MAX_CHARS = 500;
export const MEDICAL_HISTORY_MAX_CHARS = 5000;
export const FULL_NAME_MAX_CHARS = 120;

const serviceApplicationFieldsSchema = z.object({
  service_type: choice(SERVICE_TYPES),
  full_name: requiredText(FULL_NAME_MAX_CHARS),
  email: optionalEmail(),
  phone: optionalUgandanPhone(),
  region: choice(REGIONS),
  delivery_preference: choice(DELIVERY_PREFERENCES),
  discreet_notes: optionalText(DISCREET_NOTES_MAX_CHARS),
  medical_history: optionalText(MEDICAL_HISTORY_MAX_CHARS),
  consent_data: z.literal(true, { error: ERROR_KEYS.consentRequired }),
  consent_delivery: z.boolean({ error: ERROR_KEYS.required }),
  requirements: z.partialRecord(z.enum(ALL_REQUIREMENT_KEYS), z.boolean()).default({}),
});

/** Every requirement of the chosen service, unticked ones false; other services' keys dropped. */
export function requirementsFor(
  serviceType: ServiceType,
  ticked: Partial<Record<RequirementKey, boolean>>,
): Record<string, boolean> {
  return Object.fromEntries(SERVICE_REQUIREMENTS[serviceType].map((key) => [key, ticked[key] === true]));
}

export const serviceApplicationInputSchema = serviceApplicationFieldsSchema
  // ART is delivered: without consent to delivery there is nothing to deliver.
  .refine((input) => input.service_type !== "art" || input.consent_delivery, {
    error: ERROR_KEYS.consentRequired,
    path: ["consent_delivery"],
  })
  .transform((input) => ({
    ...input,
    requirements: requirementsFor(input.service_type, input.requirements),
  }));
export type ServiceApplicationInput = z.input<typeof serviceApplicationInputSchema>;
export type ValidServiceApplicationInput = z.output<typeof serviceApplicationInputSchema>;

export const serviceApplicationCreatedSchema = z.object({ id: z.string() });

/** GET /api/applications: the caller's own applications, without the sensitive free text. */
export const myApplicationSchema = z.object({
  id: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  region: z.enum(REGIONS),
  delivery_preference: z.enum(DELIVERY_PREFERENCES),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** Oldest first; `note` is what the navigator wrote to the client on that change. */
  history: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES),
      note: z.string().nullable(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationsResponseSchema = z.object({ applications: z.array(myApplicationSchema) });
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponseSchema>;
export const myApplicationResponseSchema = z.object({ application: myApplicationSchema });
export type MyApplicationResponse = z.infer<typeof myApplicationResponseSchema>;
