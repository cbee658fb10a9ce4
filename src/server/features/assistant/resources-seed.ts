/**
 * The resources directory starts with the service's own four locations, as placeholders
 * the operator fills in, and the colleague-curated list of well-known services
 * (search.ts). It is seeded once per database, on first use: a marker in app_settings
 * makes sure of that across server instances, and a directory an admin has emptied on
 * purpose stays empty. A database an older version seeded (one row per language, no
 * services) gets the curated entries' new fields and the four locations once (decision 070);
 * one seeded before the Luganda descriptions gets them once, where its English is the seed's.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { Db } from "../../db/client";
import { appSettings, resources } from "../../db/schema";
import { categoryOf, defaultResources, type ResourceEntry } from "./search";

export { categoryOf };

/** Set by the first version of the directory (the curated list, one row per language). */
const LEGACY_MARKER = "assistant_resources_seeded";
/** Set once the directory of decision 070 is seeded, or an older one brought up to it. */
const SEEDED_MARKER = "resources_directory_seeded";
/** Set once a directory has the seed's Luganda descriptions (issue 22). */
const LUGANDA_MARKER = "resources_directory_luganda_seeded";

export const DEFAULT_SITE_NAME = "HIVCare";

const OWN_LOCATIONS: { region: Region; name: string; area: string; areaSw: string; areaLg: string }[] = [
  { region: "kampala", name: "Kampala", area: "Capital City", areaSw: "Jiji Kuu", areaLg: "Ekibuga Ekikulu" },
  {
    region: "masaka",
    name: "Masaka",
    area: "Central Region",
    areaSw: "Kanda ya Kati",
    areaLg: "Ekitundu eky'Amasekkati",
  },
  {
    region: "mbarara",
    name: "Mbarara",
    area: "Western Region",
    areaSw: "Kanda ya Magharibi",
    areaLg: "Ekitundu eky'Ebugwanjuba",
  },
  {
    region: "fort_portal",
    name: "Fort Portal",
    area: "Western Region",
    areaSw: "Kanda ya Magharibi",
    areaLg: "Ekitundu eky'Ebugwanjuba",
  },
];

/**
 * The service's own four locations (spec: Kampala Capital City, Masaka Central Region,
 * Mbarara Western Region, Fort Portal Western Region). Their addresses, phones and hours
 * are not known here: each is a placeholder, with those fields empty, that the admin page
 * marks "to be filled in by the operator" and the chat never shows. Nothing is invented.
 */
export function ownLocations(siteName: string = DEFAULT_SITE_NAME): ResourceEntry[] {
  return OWN_LOCATIONS.map(({ region, name, area, areaSw, areaLg }) => ({
    title: `${siteName} ${name}`,
    url: null,
    content: `${siteName}'s own team in ${name} (${area}): discreet ART delivery, PrEP, HIV testing and peer navigators. Ask in this chat or in the client portal to be linked with them.`,
    contentSw: `Timu ya ${siteName} yenyewe ${name} (${areaSw}): kukuletea ARV kwa siri, PrEP, kupima VVU na wasaidizi rika. Omba kupitia mazungumzo haya au ukurasa wa mteja ili uunganishwe nao.`,
    contentLg: `Ttiimu ya ${siteName} yennyini mu ${name} (${areaLg}): okukuleetera eddagala lya HIV mu kyama, PrEP, okukebera HIV n'abayambi banno. Saba mu mboozi eno oba mu Client Portal okuyungibwa ku bo.`,
    region,
    category: "organisation",
    services: ["art", "prep", "hiv_testing"],
    tags: ["hiv", "art", "prep", "testing", "delivery", "peer", "navigator"],
    placeholder: true,
  }));
}

/** What a new directory starts with: the service's own locations first, then the curated list. */
export function directorySeed(siteName: string = DEFAULT_SITE_NAME): ResourceEntry[] {
  return [...ownLocations(siteName), ...defaultResources];
}

/** The fields of decision 070, as a row holds them. */
function detailsOf(entry: ResourceEntry) {
  return {
    category: categoryOf(entry),
    services: [...(entry.services ?? [])],
    address: entry.address ?? null,
    openingHours: entry.openingHours ?? null,
    phone: entry.phone ?? null,
    access: entry.access ?? null,
    cost: entry.cost ?? "unknown",
    costNote: entry.costNote ?? null,
    youthFriendly: entry.youthFriendly ?? false,
    keyPopulationFriendly: entry.keyPopulationFriendly ?? false,
    lastVerified: entry.lastVerified ?? null,
    placeholder: entry.placeholder ?? false,
  };
}

/**
 * One row per place, English, Swahili and Luganda side by side. Entries are a millisecond apart
 * from `start`, so the directory keeps the seed's order when ranks tie.
 */
export function resourceRows(entries: readonly ResourceEntry[], start: Date) {
  return entries.map((entry, index) => {
    const at = new Date(start.getTime() + index);
    return {
      region: entry.region,
      title: entry.title,
      content: entry.content,
      contentSw: entry.contentSw ?? null,
      contentLg: entry.contentLg ?? null,
      url: entry.url,
      tags: entry.tags,
      ...detailsOf(entry),
      createdAt: at,
      updatedAt: at,
    };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * An older version's directory: each curated entry still as it seeded it (no services yet)
 * gets its new fields; the own locations are added, unless the directory was emptied.
 */
async function upgradeLegacyDirectory(tx: Tx, entries: readonly ResourceEntry[], start: Date) {
  const rows = await tx
    .select({
      id: resources.id,
      title: resources.title,
      region: resources.region,
      services: resources.services,
    })
    .from(resources);
  if (rows.length === 0) return;
  const missing: ResourceEntry[] = [];
  for (const entry of entries) {
    const row = rows.find((one) => one.title === entry.title && one.region === entry.region);
    if (row && row.services.length === 0) {
      await tx
        .update(resources)
        .set({ ...detailsOf(entry), updatedAt: start })
        .where(eq(resources.id, row.id));
    } else if (!row && entry.placeholder) missing.push(entry);
  }
  if (missing.length > 0) await tx.insert(resources).values(resourceRows(missing, start));
}

/**
 * A directory seeded before the Luganda descriptions gets the seed's, once: on each entry
 * still without one whose English is the seed's word for word (an entry a lead admin has
 * rewritten keeps what they wrote, and English for Luganda readers).
 */
async function addSeedLuganda(db: Db, entries: readonly ResourceEntry[]) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: LUGANDA_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return;
    for (const entry of entries) {
      if (!entry.contentLg) continue;
      await tx
        .update(resources)
        .set({ contentLg: entry.contentLg })
        .where(
          and(
            eq(resources.title, entry.title),
            eq(resources.content, entry.content),
            isNull(resources.contentLg),
          ),
        );
    }
  });
}

export async function seedResourcesOnce(db: Db, entries: readonly ResourceEntry[] = directorySeed()) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEEDED_MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return;
    const [legacy] = await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, LEGACY_MARKER));
    if (legacy) {
      await upgradeLegacyDirectory(tx, entries, now);
      return;
    }
    const [anyRow] = await tx.select({ id: resources.id }).from(resources).limit(1);
    if (!anyRow) await tx.insert(resources).values(resourceRows(entries, now));
  });
  await addSeedLuganda(db, entries);
}

const seeding = new WeakMap<Db, Promise<void>>();

/** Seeds the database's directory once per process (and once per database, by the marker). */
export function ensureResourcesSeeded(db: Db, siteName: string = DEFAULT_SITE_NAME): Promise<void> {
  let pending = seeding.get(db);
  if (!pending) {
    pending = seedResourcesOnce(db, directorySeed(siteName)).catch((error: unknown) => {
      seeding.delete(db);
      throw error;
    });
    seeding.set(db, pending);
  }
  return pending;
}
