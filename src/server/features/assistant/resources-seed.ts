/**
 * The resources directory starts with the colleague-curated list of well-known services
 * (search.ts). It is seeded once per database, on first use: a marker in app_settings
 * makes sure of that across server instances, and a directory an admin has emptied on
 * purpose stays empty.
 */
import { count } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSettings, resources } from "../../db/schema";
import { defaultResources, type ResourceEntry } from "./search";

const SEEDED_MARKER = "assistant_resources_seeded";

/** A coarse kind for the admin's list; search does not depend on it. */
export function categoryOf(entry: ResourceEntry): string {
  const tags = new Set(entry.tags);
  if (tags.has("helpline") || tags.has("police")) return "hotline";
  if (tags.has("hospital")) return "hospital";
  if (tags.has("clinic")) return "clinic";
  return "organisation";
}

/**
 * One row per language: English always, Swahili where the entry has it. Entries are a
 * millisecond apart from `start`, so the directory keeps the curated order when ranks tie.
 */
export function resourceRows(entries: readonly ResourceEntry[], start: Date) {
  return entries.flatMap((entry, index) => {
    const shared = {
      region: entry.region,
      category: categoryOf(entry),
      title: entry.title,
      url: entry.url,
      createdAt: new Date(start.getTime() + index),
    };
    const english = { ...shared, locale: "en", content: entry.content, tags: entry.tags };
    return entry.contentSw
      ? [english, { ...shared, locale: "sw", content: entry.contentSw, tags: entry.tags }]
      : [english];
  });
}

export async function seedResourcesOnce(db: Db, entries: readonly ResourceEntry[] = defaultResources) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEEDED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return;
    const [existing] = await tx.select({ rows: count() }).from(resources);
    if ((existing?.rows ?? 0) === 0) await tx.insert(resources).values(resourceRows(entries, new Date()));
  });
}
