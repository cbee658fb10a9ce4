/**
 * The workspace reads what it shows, not every case: at national scale (3 million cases,
 * 1.4 million accounts; `npm run bench:scale`) a statement that scans a table takes a
 * second. Told to avoid sequential scans wherever it can, PostgreSQL plans each kind of
 * search, and a team's open cases, on indexes; a condition no index can serve would
 * still scan.
 */
import { describe, expect, it } from "vitest";
import { and, count, ne } from "drizzle-orm";
import { useHarness } from "../../test/harness";
import { planAvoidingScans } from "../../test/query-plan";
import { cases } from "../../db/schema";
import { searchLookup } from "./list-cases";
import { visibleTo } from "./case-team";
import { caseMarks } from "./case-summaries";

const h = useHarness();

describe("the workspace's search", () => {
  it.each(["0772 123456", "brenda@example.org", "Brenda Akello", "#1042", "1042"])(
    "finds %s through indexes only",
    async (q) => {
      const plan = await planAvoidingScans(h.deps.db, searchLookup(h.deps, q, { namesByPairs: true })!);
      expect(plan).toMatch(/Index/);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );
});

describe("a search by name", () => {
  it.each([
    ["by its pair of words", true],
    ["word by word, while names are being indexed by pairs", false],
  ])(
    "reads the name %s from case_name_keys' primary key, narrowed to the team's regions",
    async (_, namesByPairs) => {
      const navigator = { id: "n", name: "N", region: "masaka" as const };
      const lookup = searchLookup(h.deps, "Brenda Akello", { navigator, namesByPairs });
      const plan = await planAvoidingScans(h.deps.db, lookup!);
      expect(plan).toMatch(/Index (Only )?Scan (using|on) case_name_keys_name_key_region_case_id_pk/);
      expect(plan).toMatch(/Index Cond: \(\(name_key = .*\) AND \(region = ANY/);
      expect(plan).not.toMatch(/Seq Scan on case_name_keys/);
    },
  );
});

describe("a search by an account's name", () => {
  it("reads the clients' cases from an index alone, with their ids", async () => {
    const plan = await planAvoidingScans(
      h.deps.db,
      searchLookup(h.deps, "Brenda Akello", { namesByPairs: true })!,
    );
    expect(plan).toMatch(/Index Only Scan using cases_of_client_idx on cases/);
  });
});

describe("a team's open cases", () => {
  it("are counted on the index of open cases by region", async () => {
    const navigator = { id: "n", name: "N", region: "masaka" as const };
    const open = and(visibleTo(navigator), ne(cases.state, "resolved"));
    const plan = await planAvoidingScans(h.deps.db, h.deps.db.select({ n: count() }).from(cases).where(open));
    // The team's regions are looked up in the index, not filtered out of all open cases.
    expect(plan).toMatch(/Index (Only )?Scan (using|on) cases_open_team_idx/);
    expect(plan).toMatch(/Index Cond: \(COALESCE\(region, ''::text\) = ANY/);
    expect(plan).not.toMatch(/Seq Scan on cases/);
  });
});

describe("a page of cases", () => {
  it("reads its marks from the index of the few events that are marks, not every event of its cases", async () => {
    const page = [crypto.randomUUID(), crypto.randomUUID()];
    const plan = await planAvoidingScans(h.deps.db, caseMarks(h.deps.db, page));
    expect(plan).toMatch(/Index (Only )?Scan using case_events_marks_idx on case_events/);
    expect(plan).not.toMatch(/case_events_case_idx/);
  });
});
