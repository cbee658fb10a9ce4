import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.role, "admin"))
    .limit(1);
  return Boolean(row);
}
