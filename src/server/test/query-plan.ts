/**
 * PostgreSQL's plan for a statement, told to avoid sequential scans wherever it can: on a
 * test's small tables a scan is always cheapest, so only a statement no index can serve
 * still shows one (the tests that hold what `npm run bench:scale` found at national size).
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client";

export async function planAvoidingScans(db: Db, statement: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${statement}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
