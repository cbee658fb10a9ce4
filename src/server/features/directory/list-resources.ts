/** Every entry of the directory, national ones first, then by region, in the order they were added. */
import { REGIONS } from "@shared/constants";
import type { DirectoryEntry } from "@shared/api/directory";
import type { Db } from "../../db/client";
import { resources } from "../../db/schema";
import type { DirectoryScope } from "./directory-scope";
import { toDirectoryEntry } from "./directory-entry";

const regionOrder = (region: string | null) => (region === null ? -1 : REGIONS.indexOf(region as never));

export async function listResources(db: Db, scope: DirectoryScope): Promise<DirectoryEntry[]> {
  const rows = await db.select().from(resources).orderBy(resources.createdAt, resources.id);
  return rows
    .sort((left, right) => regionOrder(left.region) - regionOrder(right.region))
    .map((row) => toDirectoryEntry(row, scope));
}
