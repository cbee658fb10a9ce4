/**
 * The assistant's directory search over the admin-editable `resources` table. The table
 * is small (tens of rows), so it is read whole, kept for a minute, and ranked in memory
 * by the same code as the built-in list; an admin's edit shows within a minute.
 */
import type { Region } from "@shared/constants";
import type { Db } from "../../db/client";
import { resources } from "../../db/schema";
import { createStaticResourceSearch, type ResourceEntry, type ResourceSearch } from "./search";
import { seedResourcesOnce } from "./resources-seed";

export const RESOURCE_CACHE_MS = 60_000;

type ResourceRow = Pick<
  typeof resources.$inferSelect,
  "title" | "url" | "content" | "locale" | "region" | "tags"
>;

/** The rows of one resource in both languages become one entry (English first, Swahili beside it). */
export function entriesFromRows(rows: readonly ResourceRow[]): ResourceEntry[] {
  const byResource = new Map<string, ResourceEntry>();
  for (const row of rows) {
    const key = `${row.region ?? ""}\u0000${row.title}`;
    const entry = byResource.get(key) ?? {
      title: row.title,
      url: row.url,
      content: row.content,
      region: row.region as Region | null,
      tags: [],
    };
    if (row.locale === "sw") entry.contentSw = row.content;
    else {
      entry.content = row.content;
      entry.url = row.url ?? entry.url;
    }
    entry.tags = [...new Set([...entry.tags, ...row.tags])];
    byResource.set(key, entry);
  }
  return [...byResource.values()];
}

export function createDatabaseResourceSearch(
  db: Db,
  options: { now?: () => number; cacheMs?: number } = {},
): ResourceSearch {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? RESOURCE_CACHE_MS;
  let seeded: Promise<void> | null = null;
  let cached: { search: ResourceSearch; loadedAt: number } | null = null;

  async function load(): Promise<ResourceSearch> {
    seeded ??= seedResourcesOnce(db).catch((error: unknown) => {
      seeded = null;
      throw error;
    });
    await seeded;
    const rows = await db
      .select({
        title: resources.title,
        url: resources.url,
        content: resources.content,
        locale: resources.locale,
        region: resources.region,
        tags: resources.tags,
      })
      .from(resources)
      .orderBy(resources.createdAt, resources.locale);
    return createStaticResourceSearch(entriesFromRows(rows));
  }

  return async (query, locale, focus) => {
    if (!cached || now() - cached.loadedAt > cacheMs) cached = { search: await load(), loadedAt: now() };
    return cached.search(query, locale, focus);
  };
}
