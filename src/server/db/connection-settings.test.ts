/** The settings the app's own connections to the database run with. */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useHarness } from "../test/harness";

const h = useHarness();

describe("the app's connections to PostgreSQL", () => {
  it("compile no plan just in time (it cost more than the statements it sped up)", async () => {
    const result = (await h.deps.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    // PGlite is built without LLVM: its setting says on, and nothing is ever compiled.
    expect(result.rows[0]?.jit).toBe(h.deps.database.engine === "postgresql" ? "off" : "on");
  });
});
