/**
 * The resources directory's contract (docs/decisions/070-the-resources-directory.md):
 * GET /api/admin/resources for any admin; POST, PATCH and DELETE for a lead admin, within
 * their region (a national lead: every entry). Error messages are short keys the UI
 * translates; a 400 names the field.
 */
import { z } from "zod";
import { REGIONS } from "../constants";
import {
  DIRECTORY_LIMITS,
  RESOURCE_ACCESS,
  RESOURCE_CATEGORIES,
  RESOURCE_COSTS,
  RESOURCE_SERVICES,
  normaliseDirectoryPhone,
  type ResourceService,
} from "../domain/directory";
import { ERROR_KEYS, choice, missingOr, optionalText, requiredText } from "./fields";

export const DIRECTORY_ERROR_KEYS = {
  invalidDate: "invalid_date",
  invalidUrl: "invalid_url",
  invalidTags: "invalid_tags",
  empty: "empty",
} as const;

/** The 403 code when a regional lead reaches an entry of another region, or a national one. */
export const OUTSIDE_YOUR_REGION = "outside_your_region";

const emptyToNull = (value: string | null | undefined): string | null => (value ? value : null);

const isoDate = z.iso.date();

function optionalDate() {
  return z
    .string({ error: DIRECTORY_ERROR_KEYS.invalidDate })
    .trim()
    .refine((value) => value === "" || isoDate.safeParse(value).success, {
      error: DIRECTORY_ERROR_KEYS.invalidDate,
    })
    .nullish()
    .transform(emptyToNull);
}

function optionalHttpsUrl() {
  return z
    .string({ error: DIRECTORY_ERROR_KEYS.invalidUrl })
    .trim()
    .max(DIRECTORY_LIMITS.urlMaxChars, { error: ERROR_KEYS.tooLong })
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
      error: DIRECTORY_ERROR_KEYS.invalidUrl,
    })
    .nullish()
    .transform(emptyToNull);
}

/** A Ugandan number or a short code, kept as +256XXXXXXXXX or the code's digits. */
function optionalDirectoryPhone() {
  return z
    .string({ error: ERROR_KEYS.invalidPhone })
    .trim()
    .max(32, { error: ERROR_KEYS.invalidPhone })
    .refine((value) => value === "" || normaliseDirectoryPhone(value) !== null, {
      error: ERROR_KEYS.invalidPhone,
    })
    .nullish()
    .transform((value) => (value ? normaliseDirectoryPhone(value) : null));
}

const isService = (value: string): value is ResourceService =>
  (RESOURCE_SERVICES as readonly string[]).includes(value);

/** Known services only, each once; the error names `services` itself. */
const servicesField = z
  .array(z.string(), { error: ERROR_KEYS.invalidChoice })
  .max(RESOURCE_SERVICES.length * 2, { error: ERROR_KEYS.invalidChoice })
  .refine((values) => values.every(isService), { error: ERROR_KEYS.invalidChoice })
  .transform((values) => [...new Set(values)] as ResourceService[]);

/** Search words: short, lower case, each once. */
const tagsField = z
  .array(z.string({ error: DIRECTORY_ERROR_KEYS.invalidTags }), { error: DIRECTORY_ERROR_KEYS.invalidTags })
  .max(DIRECTORY_LIMITS.tagsMax, { error: DIRECTORY_ERROR_KEYS.invalidTags })
  .transform((values) => [...new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean))])
  .refine((values) => values.every((value) => value.length <= DIRECTORY_LIMITS.tagMaxChars), {
    error: DIRECTORY_ERROR_KEYS.invalidTags,
  });

const flag = () => z.boolean({ error: ERROR_KEYS.invalidChoice });

/** Every field of an entry, none with a default: PATCH changes only what it names. */
const entryFields = {
  title: requiredText(DIRECTORY_LIMITS.titleMaxChars),
  /** null: a national service. */
  region: z.enum(REGIONS, { error: missingOr(ERROR_KEYS.invalidChoice) }).nullable(),
  category: choice(RESOURCE_CATEGORIES),
  services: servicesField,
  content: requiredText(DIRECTORY_LIMITS.contentMaxChars),
  content_sw: optionalText(DIRECTORY_LIMITS.contentMaxChars),
  content_lg: optionalText(DIRECTORY_LIMITS.contentMaxChars),
  url: optionalHttpsUrl(),
  address: optionalText(DIRECTORY_LIMITS.addressMaxChars),
  opening_hours: optionalText(DIRECTORY_LIMITS.hoursMaxChars),
  phone: optionalDirectoryPhone(),
  /** null: not known. */
  access: z.enum(RESOURCE_ACCESS, { error: ERROR_KEYS.invalidChoice }).nullable(),
  cost: choice(RESOURCE_COSTS),
  cost_note: optionalText(DIRECTORY_LIMITS.costNoteMaxChars),
  youth_friendly: flag(),
  key_population_friendly: flag(),
  /** YYYY-MM-DD; null: never verified. */
  last_verified: optionalDate(),
  /** Details the operator must still fill in: address, phone and hours are not shown to clients. */
  placeholder: flag(),
  tags: tagsField,
};

/** POST /api/admin/resources: what is not given is not known. */
export const directoryEntryCreateSchema = z.object({
  ...entryFields,
  services: entryFields.services.default([]),
  access: entryFields.access.default(null),
  cost: entryFields.cost.default("unknown"),
  youth_friendly: flag().default(false),
  key_population_friendly: flag().default(false),
  placeholder: flag().default(false),
  tags: tagsField.default([]),
});
export type DirectoryEntryCreate = z.input<typeof directoryEntryCreateSchema>;
export type DirectoryEntryCreateParsed = z.output<typeof directoryEntryCreateSchema>;

/** PATCH /api/admin/resources/:id: the fields to change, at least one. */
export const directoryEntryPatchSchema = z
  .object(entryFields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: DIRECTORY_ERROR_KEYS.empty,
  });
export type DirectoryEntryPatch = z.input<typeof directoryEntryPatchSchema>;
export type DirectoryEntryPatchParsed = z.output<typeof directoryEntryPatchSchema>;

export const directoryEntryParamsSchema = z.object({ id: z.uuid({ error: "invalid_id" }) });

export const directoryEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  region: z.enum(REGIONS).nullable(),
  category: z.enum(RESOURCE_CATEGORIES),
  services: z.array(z.enum(RESOURCE_SERVICES)),
  content: z.string(),
  content_sw: z.string().nullable(),
  content_lg: z.string().nullable(),
  url: z.string().nullable(),
  address: z.string().nullable(),
  opening_hours: z.string().nullable(),
  phone: z.string().nullable(),
  access: z.enum(RESOURCE_ACCESS).nullable(),
  cost: z.enum(RESOURCE_COSTS),
  cost_note: z.string().nullable(),
  youth_friendly: z.boolean(),
  key_population_friendly: z.boolean(),
  last_verified: z.string().nullable(),
  placeholder: z.boolean(),
  tags: z.array(z.string()),
  updated_at: z.iso.datetime({ offset: true }),
  /** The caller may change or delete it (a lead admin with two-step sign-in, within their region). */
  editable: z.boolean(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** GET /api/admin/resources: every entry, national ones first, then by region. */
export const directoryListResponseSchema = z.object({
  /** The caller's region; null for a national admin. */
  region: z.enum(REGIONS).nullable(),
  lead: z.boolean(),
  /** Two-step sign-in is on: a lead needs it to change the directory. */
  two_factor: z.boolean(),
  /** Adds entries: in their region, or anywhere for a national lead. */
  can_create: z.boolean(),
  entries: z.array(directoryEntrySchema),
});
export type DirectoryListResponse = z.infer<typeof directoryListResponseSchema>;

export const directoryEntryResponseSchema = z.object({ entry: directoryEntrySchema });
export type DirectoryEntryResponse = z.infer<typeof directoryEntryResponseSchema>;

export const directoryDeleteResponseSchema = z.object({ ok: z.literal(true) });
export type DirectoryDeleteResponse = z.infer<typeof directoryDeleteResponseSchema>;
