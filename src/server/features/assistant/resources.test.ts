import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createHarness, type Harness } from "../../test/harness";
import { resources } from "../../db/schema";
import { createDatabaseResourceSearch, entriesFromRows } from "./resources";
import { categoryOf, seedResourcesOnce } from "./resources-seed";
import { createStaticResourceSearch, defaultResources } from "./search";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe("the resources directory in the database", () => {
  it("is seeded once with the curated list, in English and Swahili", async () => {
    await seedResourcesOnce(h.deps.db);
    await seedResourcesOnce(h.deps.db);
    const rows = await h.deps.db.select().from(resources);
    const withSwahili = defaultResources.filter((entry) => entry.contentSw).length;
    expect(rows).toHaveLength(defaultResources.length + withSwahili);
    expect(rows.find((row) => row.title.startsWith("Masaka Regional") && row.locale === "sw")).toMatchObject({
      region: "masaka",
      category: "hospital",
    });
  });

  it("ranks like the built-in list, in the reader's language", async () => {
    const fromDatabase = createDatabaseResourceSearch(h.deps.db);
    const builtIn = createStaticResourceSearch(defaultResources);
    for (const [query, locale] of [
      ["clinic near me in Masaka", "en"],
      ["find PrEP in Kampala", "en"],
      ["kliniki karibu na Mbarara", "sw"],
      ["latest guidelines 2025", "en"],
    ] as const) {
      expect(await fromDatabase(query, locale), query).toEqual(await builtIn(query, locale));
    }
    const [first] = await fromDatabase("kliniki karibu na Mbarara", "sw");
    expect(first?.content).toMatch(/Hospitali/);
  });

  it("shows an admin's edit once the cache has expired", async () => {
    let now = 0;
    const search = createDatabaseResourceSearch(h.deps.db, { now: () => now, cacheMs: 1000 });
    const before = await search("Fort Portal hospital", "en");
    expect(before[0]?.title).toMatch(/^Fort Portal/);
    await h.deps.db
      .update(resources)
      .set({ title: "Fort Portal Regional Referral Hospital (Buhinga)" })
      .where(eq(resources.title, "Fort Portal Regional Referral Hospital"));
    expect((await search("Fort Portal hospital", "en"))[0]?.title).toBe(before[0]?.title);
    now = 2000;
    expect((await search("Fort Portal hospital", "en"))[0]?.title).toBe(
      "Fort Portal Regional Referral Hospital (Buhinga)",
    );
  });

  it("is not seeded again after an admin emptied it", async () => {
    await h.deps.db.delete(resources);
    await seedResourcesOnce(h.deps.db);
    expect(await h.deps.db.select().from(resources)).toEqual([]);
    expect(await createDatabaseResourceSearch(h.deps.db)("clinic in Masaka", "en")).toEqual([]);
  });
});

describe("entriesFromRows", () => {
  it("joins a resource's English and Swahili rows, and keeps a Swahili-only one", () => {
    const entries = entriesFromRows([
      { title: "A", url: "https://a.example", content: "English", locale: "en", region: null, tags: ["x"] },
      { title: "A", url: null, content: "Kiswahili", locale: "sw", region: null, tags: ["y"] },
      { title: "B", url: null, content: "Kiswahili tu", locale: "sw", region: "masaka", tags: [] },
    ]);
    expect(entries).toEqual([
      {
        title: "A",
        url: "https://a.example",
        content: "English",
        contentSw: "Kiswahili",
        region: null,
        tags: ["x", "y"],
      },
      {
        title: "B",
        url: null,
        content: "Kiswahili tu",
        contentSw: "Kiswahili tu",
        region: "masaka",
        tags: [],
      },
    ]);
  });

  it("sorts the curated entries into coarse categories", () => {
    expect(defaultResources.map(categoryOf)).toContain("hotline");
    expect(categoryOf(defaultResources.find((entry) => entry.title.startsWith("Mulago"))!)).toBe("hospital");
  });
});
