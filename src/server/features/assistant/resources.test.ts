import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { useHarness } from "../../test/harness";
import { migrationsUpTo } from "../../test/older-migrations";
import { MIGRATIONS_FOLDER, type Db } from "../../db/client";
import * as schema from "../../db/schema";
import { appSettings, resources } from "../../db/schema";
import { createDatabaseResourceSearch, directoryChanged, entryFromRow } from "./resources";
import { categoryOf, directorySeed, ownLocations, seedResourcesOnce } from "./resources-seed";
import { createStaticResourceSearch, defaultResources } from "./search";

const h = useHarness();

describe("the resources directory in the database", () => {
  it("is seeded once with the service's own locations and the curated list, one row a place", async () => {
    await seedResourcesOnce(h.deps.db);
    await seedResourcesOnce(h.deps.db);
    const rows = await h.deps.db.select().from(resources);
    expect(rows).toHaveLength(directorySeed().length);
    expect(rows.find((row) => row.title === "Masaka Regional Referral Hospital")).toMatchObject({
      region: "masaka",
      category: "hospital",
      services: ["art", "hiv_testing", "pep"],
      cost: "free",
      contentSw: expect.stringContaining("Hospitali ya umma"),
      contentLg: expect.stringContaining("Eddwaliro ekkulu erya gavumenti ery'ekitundu kya Masaka"),
      lastVerified: null,
      placeholder: false,
    });
    expect(rows.find((row) => row.title === "HIVCare Masaka")?.contentLg).toBe(
      "Ttiimu ya HIVCare yennyini mu Masaka (Ekitundu eky'Amasekkati): okukuleetera eddagala lya HIV mu kyama, PrEP, okukebera HIV n'abayambi banno. Saba mu mboozi eno oba mu Client Portal okuyungibwa ku bo.",
    );
  });

  it("seeds the service's four locations as placeholders with no invented address, phone or hours", async () => {
    const own = (await h.deps.db.select().from(resources).orderBy(resources.createdAt)).filter(
      (row) => row.placeholder,
    );
    expect(own.map((row) => [row.title, row.region])).toEqual([
      ["HIVCare Kampala", "kampala"],
      ["HIVCare Masaka", "masaka"],
      ["HIVCare Mbarara", "mbarara"],
      ["HIVCare Fort Portal", "fort_portal"],
    ]);
    for (const row of own) {
      expect(row).toMatchObject({ address: null, phone: null, openingHours: null, lastVerified: null });
      expect(row.services).toEqual(["art", "prep", "hiv_testing"]);
    }
    expect(ownLocations("Tusitukirewo").map((entry) => entry.title)).toContain("Tusitukirewo Masaka");
  });

  it("ranks like the built-in list, in the reader's language", async () => {
    const fromDatabase = createDatabaseResourceSearch(h.deps.db);
    const builtIn = createStaticResourceSearch(directorySeed());
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

  it("shows an edit at once when the directory says it changed", async () => {
    const search = createDatabaseResourceSearch(h.deps.db, { now: () => 0, cacheMs: 60_000 });
    const phoneOf = async () => (await search("Masaka hospital", "en"))[0]?.content ?? "";
    expect(await phoneOf()).not.toContain("Phone");
    await h.deps.db
      .update(resources)
      .set({ phone: "+256481420000" })
      .where(eq(resources.title, "Masaka Regional Referral Hospital"));
    expect(await phoneOf()).not.toContain("Phone");
    directoryChanged(h.deps.db);
    expect(await phoneOf()).toContain("Phone +256 481 420 000.");
  });

  it("describes a place in Luganda for a Luganda reply, in English where it has none", async () => {
    const search = createDatabaseResourceSearch(h.deps.db, { now: () => 0, cacheMs: 60_000 });
    const masaka = async () =>
      (await search("PrEP okumpi ne Masaka", "lg", { intent: "prep" })).find(
        (one) => one.title === "Masaka Regional Referral Hospital",
      )?.content;
    // An earlier test gave it a phone: the facts come first, in Luganda too.
    expect(await masaka()).toBe(
      "Essimu +256 481 420 000. Ku bwereere. Eddwaliro ekkulu erya gavumenti ery'ekitundu kya Masaka, eririna kiriniki ya ART ekebera HIV, ejjanjaba era ewa PEP ku bwereere, n'obujjanjabi obw'amangu.",
    );
    await h.deps.db
      .update(resources)
      .set({ contentLg: null })
      .where(eq(resources.title, "Masaka Regional Referral Hospital"));
    directoryChanged(h.deps.db);
    expect(await masaka()).toBe(
      "Essimu +256 481 420 000. Ku bwereere. The public referral hospital for the Masaka region, with an ART clinic offering free HIV testing, treatment and PEP, and emergency care.",
    );
  });

  it("gives a directory seeded before the Luganda descriptions the seed's, once, where its English is the seed's", async () => {
    await h.deps.db.update(resources).set({ contentLg: null });
    await h.deps.db
      .update(resources)
      .set({ content: "The referral hospital for the south-west, in Mbarara." })
      .where(eq(resources.title, "Mbarara Regional Referral Hospital"));
    await h.deps.db.delete(appSettings).where(eq(appSettings.key, "resources_directory_luganda_seeded"));
    await seedResourcesOnce(h.deps.db);
    const luganda = async (title: string) =>
      (await h.deps.db.select().from(resources).where(eq(resources.title, title)))[0]?.contentLg;
    expect(await luganda("Masaka Regional Referral Hospital")).toMatch(/^Eddwaliro ekkulu erya gavumenti/);
    expect(await luganda("HIVCare Kampala")).toMatch(/^Ttiimu ya HIVCare yennyini mu Kampala/);
    expect(await luganda("Mbarara Regional Referral Hospital")).toBeNull();
    expect(await luganda("TASO (The AIDS Support Organisation)")).toBeNull();

    await h.deps.db
      .update(resources)
      .set({ contentLg: null })
      .where(eq(resources.title, "Masaka Regional Referral Hospital"));
    await seedResourcesOnce(h.deps.db);
    expect(await luganda("Masaka Regional Referral Hospital")).toBeNull();
  });

  it("is not seeded again after an admin emptied it", async () => {
    await h.deps.db.delete(resources);
    await seedResourcesOnce(h.deps.db);
    expect(await h.deps.db.select().from(resources)).toEqual([]);
    expect(await createDatabaseResourceSearch(h.deps.db)("clinic in Masaka", "en")).toEqual([]);
  });
});

describe("a directory an older version seeded (one row per language, no services)", () => {
  it("becomes one row a place, gets the curated fields and the own locations, keeps an admin's own row", async () => {
    const client = new PGlite();
    const folder = migrationsUpTo("0010_encrypt_personal_columns");
    try {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
      const legacy = defaultResources.filter(
        (entry) => entry.title.startsWith("Masaka") || entry.region === null,
      );
      for (const entry of legacy) {
        for (const [locale, content] of [
          ["en", entry.content],
          ["sw", entry.contentSw],
        ] as const) {
          if (!content) continue;
          await client.query(
            `insert into resources (region, category, locale, title, content, url, tags) values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              entry.region,
              categoryOf(entry),
              locale,
              entry.title,
              content,
              entry.url,
              JSON.stringify(entry.tags),
            ],
          );
        }
      }
      await client.query(
        `insert into resources (region, category, locale, title, content, tags) values ('masaka', 'clinic', 'sw', 'Kliniki ya Kijiji', 'Kliniki ndogo.', '[]')`,
      );
      await client.query(
        `insert into app_settings (key, value) values ('assistant_resources_seeded', 'then')`,
      );

      const db = drizzlePglite({ client, schema }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await seedResourcesOnce(db);
      await seedResourcesOnce(db);

      const rows = await db.select().from(resources).orderBy(resources.createdAt, resources.id);
      expect(rows).toHaveLength(legacy.length + 1 + 4);
      expect(rows.find((row) => row.title === "Masaka Regional Referral Hospital")).toMatchObject({
        region: "masaka",
        content: expect.stringContaining("The public referral hospital"),
        contentSw: expect.stringContaining("Hospitali ya umma"),
        contentLg: expect.stringContaining("Eddwaliro ekkulu erya gavumenti"),
        services: ["art", "hiv_testing", "pep"],
        cost: "free",
      });
      expect(rows.find((row) => row.title.startsWith("Uganda Police"))).toMatchObject({
        phone: "999",
        services: ["emergency", "violence_support"],
      });
      expect(rows.find((row) => row.title === "Kliniki ya Kijiji")).toMatchObject({
        content: "Kliniki ndogo.",
        contentSw: "Kliniki ndogo.",
        services: [],
      });
      expect(rows.filter((row) => row.placeholder).map((row) => row.title)).toEqual([
        "HIVCare Kampala",
        "HIVCare Masaka",
        "HIVCare Mbarara",
        "HIVCare Fort Portal",
      ]);
      const search = createStaticResourceSearch(rows.map(entryFromRow));
      const [first] = await search("PrEP in Masaka", "sw", { intent: "prep" });
      expect(first?.title).toBe("HIVCare Masaka");
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("categoryOf", () => {
  it("sorts the curated entries into coarse categories", () => {
    expect(defaultResources.map(categoryOf)).toContain("hotline");
    expect(categoryOf(defaultResources.find((entry) => entry.title.startsWith("Mulago"))!)).toBe("hospital");
    expect(categoryOf({ title: "A", url: null, content: "", region: null, tags: ["clinic"] })).toBe("clinic");
  });
});
