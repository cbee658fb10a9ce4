/**
 * The assistant's directory search over the `resources` table (decision 070). The table
 * is small (tens of rows), so it is read whole, kept for a minute, and ranked in memory
 * by the same code as the built-in list. A lead admin's edit shows at once on the server
 * that took it (the directory routes call `directoryChanged`), within a minute on others.
 */
import type { Db } from "../../db/client";
import { resources } from "../../db/schema";
import { createStaticResourceSearch, type ResourceEntry, type ResourceSearch } from "./search";
import { DEFAULT_SITE_NAME, ensureResourcesSeeded } from "./resources-seed";

export const RESOURCE_CACHE_MS = 60_000;

type ResourceRow = Omit<typeof resources.$inferSelect, "id" | "createdAt" | "updatedAt">;

/** A row as the ranking reads it. */
export function entryFromRow(row: ResourceRow): ResourceEntry {
  return {
    title: row.title,
    url: row.url,
    content: row.content,
    contentSw: row.contentSw,
    contentLg: row.contentLg,
    region: row.region,
    tags: row.tags,
    category: row.category,
    services: row.services,
    address: row.address,
    openingHours: row.openingHours,
    phone: row.phone,
    access: row.access,
    cost: row.cost,
    costNote: row.costNote,
    youthFriendly: row.youthFriendly,
    keyPopulationFriendly: row.keyPopulationFriendly,
    lastVerified: row.lastVerified,
    placeholder: row.placeholder,
  };
}

/** Each database's count of changes made by this process: a change drops the cached ranking. */
const changes = new WeakMap<Db, number>();

/** Says that the directory of `db` changed: this process's searches read it again. */
export function directoryChanged(db: Db): void {
  changes.set(db, (changes.get(db) ?? 0) + 1);
}

export function createDatabaseResourceSearch(
  db: Db,
  options: { now?: () => number; cacheMs?: number; siteName?: string } = {},
): ResourceSearch {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? RESOURCE_CACHE_MS;
  const siteName = options.siteName ?? DEFAULT_SITE_NAME;
  // The load itself is kept, so questions asked while it runs (a Luganda reply's two
  // languages) share one read of the table.
  let cached: { search: Promise<ResourceSearch>; loadedAt: number; change: number } | null = null;

  async function load(): Promise<ResourceSearch> {
    await ensureResourcesSeeded(db, siteName);
    const rows = await db.select().from(resources).orderBy(resources.createdAt, resources.id);
    return createStaticResourceSearch(rows.map(entryFromRow));
  }

  return async (query, locale, focus) => {
    const change = changes.get(db) ?? 0;
    if (!cached || now() - cached.loadedAt > cacheMs || cached.change !== change) {
      const loading = load();
      const entry = { search: loading, loadedAt: now(), change };
      cached = entry;
      // A failed read is not kept: the next question reads the table again.
      loading.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return (await cached.search)(query, locale, focus);
  };
}
