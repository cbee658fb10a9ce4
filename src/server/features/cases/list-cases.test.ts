/** The workspace list pages through every case: a flood of cases never pushes one off it. */
import { beforeAll, describe, expect, it } from "vitest";
import { CASE_PAGE_SIZE, type CaseListResponse } from "@shared/api/cases";
import { useHarness, type TestUser } from "../../test/harness";
import { cases } from "../../db/schema";

const h = useHarness();
let navigator: TestUser;
const TOTAL = CASE_PAGE_SIZE + 12;

beforeAll(async () => {
  navigator = await h.createUser({ role: "admin", region: "mbarara" });
  await h.deps.db.insert(cases).values(
    Array.from({ length: TOTAL }, (_, index) => ({
      region: "mbarara" as const,
      // One real client's case among many urgent ones: it sorts last.
      priority: index === 0 ? ("low" as const) : ("urgent" as const),
    })),
  );
});

async function page(query: string): Promise<CaseListResponse> {
  const response = await h.request(`/api/admin/cases?${query}`, { as: navigator });
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/admin/cases, page by page", () => {
  it("gives every case once across the pages, with the total", async () => {
    const first = await page("state=open");
    expect(first).toMatchObject({ total: TOTAL, page: 1, page_size: CASE_PAGE_SIZE });
    expect(first.cases).toHaveLength(CASE_PAGE_SIZE);
    const second = await page("state=open&page=2");
    expect(second).toMatchObject({ total: TOTAL, page: 2 });
    expect(second.cases).toHaveLength(TOTAL - CASE_PAGE_SIZE);
    const ids = new Set([...first.cases, ...second.cases].map((one) => one.id));
    expect(ids.size).toBe(TOTAL);
    expect(second.cases.at(-1)?.priority).toBe("low");
    expect((await page("state=open&page=3")).cases).toEqual([]);
  });

  it("refuses a page that is not a positive whole number, naming the field", async () => {
    for (const value of ["0", "-1", "1.5", "two", "9999999"]) {
      const response = await h.request(`/api/admin/cases?page=${value}`, { as: navigator });
      expect(response.status, value).toBe(400);
      expect((await response.json()).error.field).toBe("page");
    }
  });
});
