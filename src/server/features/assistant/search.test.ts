import { describe, expect, it } from "vitest";
import { createStaticResourceSearch, defaultResources, needsSearch, type ResourceEntry } from "./search";

describe("needsSearch", () => {
  it.each([
    "what are the latest PrEP guidelines",
    "current treatment in Uganda",
    "news from 2024",
    "help me find a clinic",
    "testing near me",
    "do you work in Kampala",
    "PrEP in Masaka",
    "Mbarara office",
    "anything in Fort Portal",
    "kliniki iliyo karibu nami",
    "nitapata wapi PEP",
  ])("searches for: %s", (text) => {
    expect(needsSearch(text)).toBe(true);
  });

  it.each(["what is PEP?", "how does PrEP work", "karibu sana", "nataka kujua zaidi"])(
    "does not search for: %s",
    (text) => {
      expect(needsSearch(text)).toBe(false);
    },
  );
});

describe("createStaticResourceSearch", () => {
  const search = createStaticResourceSearch(defaultResources);

  it("returns 3 results with snippets of at most 200 characters", async () => {
    const results = await search("clinic near me", "en");
    expect(results).toHaveLength(3);
    for (const result of results) expect(result.content.length).toBeLessThanOrEqual(200);
  });

  it("puts services of the named region first", async () => {
    expect((await search("clinic near me in Fort Portal", "en"))[0]?.title).toBe(
      "Fort Portal Regional Referral Hospital",
    );
    expect((await search("PEP in Mbarara", "en"))[0]?.title).toBe("Mbarara Regional Referral Hospital");
  });

  it("matches on what the resource offers", async () => {
    const titles = (await search("where can I get methadone", "en")).map((result) => result.title);
    expect(titles).toContain("Butabika National Referral Mental Hospital");
  });

  it("lists places that offer the service asked about, not others in the town", async () => {
    const titles = async (query: string, intent: "prep" | "pep") =>
      (await search(query, "en", { intent })).map((result) => result.title);
    const kampala = await titles("where can I get PrEP in Kampala", "prep");
    expect(kampala[0]).toBe("Most At Risk Populations Initiative (MARPI) clinic, Mulago");
    expect(kampala).not.toContain("Butabika National Referral Mental Hospital");
    const masaka = await titles("PrEP in Masaka", "prep");
    expect(masaka[0]).toBe("Masaka Regional Referral Hospital");
    expect(masaka.join(" ")).not.toMatch(/Police|Helpline/);
  });

  it("lists the emergency lines for an emergency, or when they are asked for", async () => {
    const titles = async (query: string, focus: { emergency?: boolean }) =>
      (await search(query, "en", focus)).map((result) => result.title);
    expect(await titles("where can I get PrEP in Masaka", {})).not.toContain(
      "Uganda Police emergency numbers (999 / 112)",
    );
    expect(await titles("I am not safe at home in Masaka", { emergency: true })).toContain(
      "Uganda Police emergency numbers (999 / 112)",
    );
    expect((await titles("police number please", {}))[0]).toBe("Uganda Police emergency numbers (999 / 112)");
  });

  it("describes resources in Swahili for Swahili readers when it can", async () => {
    const [first] = await search("dharura polisi", "sw");
    expect(first?.title).toContain("999");
    expect(first?.content).toContain("Katika dharura");
  });

  it("returns fewer results when the directory is small", async () => {
    const small: ResourceEntry[] = [{ title: "Only one", url: null, content: "x", region: null, tags: [] }];
    expect(await createStaticResourceSearch(small)("anything", "en")).toHaveLength(1);
  });
});

describe("defaultResources", () => {
  it("names real services without invented phone numbers", () => {
    expect(defaultResources.length).toBeGreaterThanOrEqual(10);
    for (const resource of defaultResources) {
      expect(resource.title.length).toBeGreaterThan(3);
      expect(resource.url === null || resource.url.startsWith("https://")).toBe(true);
      // Only Uganda's national emergency (999, 112) and child helpline (116) numbers appear.
      const numbers = `${resource.content} ${resource.contentSw ?? ""}`.match(/\b\d{3,}\b/g) ?? [];
      for (const number of numbers) expect(["999", "112", "116", "1987"]).toContain(number);
    }
  });

  it("covers the service's four regions, crisis help and key populations", () => {
    const regions = new Set(defaultResources.map((resource) => resource.region));
    for (const region of ["kampala", "masaka", "mbarara", "fort_portal"] as const)
      expect(regions).toContain(region);
    const tags = new Set(defaultResources.flatMap((resource) => resource.tags));
    for (const tag of ["emergency", "violence", "mental", "sex", "drugs"]) expect(tags).toContain(tag);
  });
});
