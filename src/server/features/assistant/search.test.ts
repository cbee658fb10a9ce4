import { describe, expect, it } from "vitest";
import { ASSISTANT_INTENTS } from "@shared/api/assistant";
import { INTENT_SERVICES, RESOURCE_SERVICES } from "@shared/domain/directory";
import { createStaticResourceSearch, defaultResources, needsSearch, type ResourceEntry } from "./search";
import { directorySeed } from "./resources-seed";

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

  it("describes resources in Luganda for Luganda readers when it can, in English otherwise", async () => {
    const [police] = await search("poliisi 999", "lg");
    expect(police?.title).toContain("999");
    expect(police?.content).toContain("Mu mbeera ey'amangu wonna mu Uganda, kuba 999 oba 112");
    const taso = (await search("TASO counselling in Masaka", "lg")).find((one) =>
      one.title.startsWith("TASO"),
    );
    expect(taso?.content).toContain("One of Uganda's oldest HIV organisations");
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
      const numbers =
        `${resource.content} ${resource.contentSw ?? ""} ${resource.contentLg ?? ""}`.match(/\b\d{3,}\b/g) ??
        [];
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

describe("the directory's ranking by service, region and audience (decision 070)", () => {
  const seeded = createStaticResourceSearch(directorySeed());
  const titles = async (...args: Parameters<typeof seeded>) =>
    (await seeded(...args)).map((one) => one.title);

  it("lists the Masaka place offering PrEP first for PrEP in Masaka, and no emergency number", async () => {
    const results = await seeded("where can I get PrEP in Masaka?", "en", { intent: "prep" });
    expect(results[0]?.title).toBe("HIVCare Masaka");
    expect(results.map((one) => one.title)).toContain("Masaka Regional Referral Hospital");
    const text = results.map((one) => `${one.title} ${one.content}`).join(" ");
    expect(text).not.toMatch(/Police|Helpline|\b(999|112|116)\b/);
  });

  it("uses the person's region when the message names none, and the named one when it does", async () => {
    expect((await titles("PrEP near me", "en", { intent: "prep", region: "mbarara" }))[0]).toBe(
      "HIVCare Mbarara",
    );
    expect((await titles("PrEP in Masaka", "en", { intent: "prep", region: "mbarara" }))[0]).toBe(
      "HIVCare Masaka",
    );
    expect((await titles("clinic near me", "en", { region: "fort_portal" }))[0]).toBe(
      "Fort Portal Regional Referral Hospital",
    );
  });

  it("asks for the service before the town: a place in town without it only as general HIV care", async () => {
    const kampala = await titles("mental health support in Kampala", "en", { intent: "mental_health" });
    expect(kampala[0]).toBe("Butabika National Referral Mental Hospital");
    expect(kampala).toContain("Mental Health Uganda");
    const legal = await titles("I need a lawyer, Masaka", "en", { intent: "rights_legal" });
    expect(legal[0]).toBe("FIDA Uganda (Uganda Association of Women Lawyers)");
    expect(legal).not.toContain("Uganda Police emergency numbers (999 / 112)");
  });

  it("lists the emergency lines first in an emergency, and only then", async () => {
    const emergency = await titles("I am not safe at home in Masaka", "en", {
      emergency: true,
      intent: "crisis",
    });
    expect(emergency.slice(0, 2).sort()).toEqual([
      "Uganda Child Helpline (Sauti 116)",
      "Uganda Police emergency numbers (999 / 112)",
    ]);
    expect(
      await titles("I feel low, is there help in Masaka", "en", { intent: "mental_health" }),
    ).not.toContain("Uganda Police emergency numbers (999 / 112)");
  });

  const place = (overrides: Partial<ResourceEntry>): ResourceEntry => ({
    title: "A place",
    url: null,
    content: "HIV testing.",
    region: "masaka",
    tags: [],
    category: "clinic",
    services: ["hiv_testing"],
    ...overrides,
  });

  it("prefers a youth-friendly place for a young person's question, and a key populations one for theirs", async () => {
    const search = createStaticResourceSearch([
      place({ title: "Town clinic" }),
      place({ title: "Youth corner", youthFriendly: true }),
      place({ title: "Drop-in centre", keyPopulationFriendly: true }),
    ]);
    const order = async (query: string) =>
      (await search(query, "en", { intent: "testing" })).map((one) => one.title);
    expect(await order("where can I get tested in Masaka")).toEqual([
      "Town clinic",
      "Youth corner",
      "Drop-in centre",
    ]);
    expect((await order("I am a student, where can young people test in Masaka"))[0]).toBe("Youth corner");
    expect((await order("mimi ni kijana, napata wapi kupima Masaka"))[0]).toBe("Youth corner");
    expect((await order("testing for sex workers in Masaka"))[0]).toBe("Drop-in centre");
  });

  it("says the hours, phone, access, cost and welcome in the reader's language, before the description", async () => {
    const search = createStaticResourceSearch([
      place({
        title: "Known place",
        openingHours: "Mon-Fri 8:00-17:00",
        phone: "+256414000000",
        access: "walk_in",
        cost: "free",
        costNote: "ART and testing",
        youthFriendly: true,
        keyPopulationFriendly: true,
        contentSw: "Kupima VVU.",
        contentLg: "Okukebera HIV.",
      }),
    ]);
    const [english] = await search("testing in Masaka", "en");
    expect(english?.content).toBe(
      "Open Mon-Fri 8:00-17:00. Phone +256 414 000 000. Walk in. Free (ART and testing). Youth-friendly. Welcomes key populations. HIV testing.",
    );
    const [swahili] = await search("kupima Masaka", "sw");
    expect(swahili?.content).toBe(
      "Saa za kazi: Mon-Fri 8:00-17:00. Simu +256 414 000 000. Bila miadi. Bure (ART and testing). Rafiki kwa vijana. Inakaribisha makundi maalum. Kupima VVU.",
    );
    const [luganda] = await search("okukebera Masaka", "lg");
    expect(luganda?.content).toBe(
      "Essaawa z'okuggulawo: Mon-Fri 8:00-17:00. Essimu +256 414 000 000. Gendayo butereevu. Ku bwereere (ART and testing). Kyaniriza abavubuka. Kyaniriza ebibinja ebikulu (key populations). Okukebera HIV.",
    );
    expect(english!.content.length).toBeLessThanOrEqual(200);
  });

  it("never shows a placeholder's phone, hours or address, though it lists the place", async () => {
    const search = createStaticResourceSearch([
      place({
        title: "Our place",
        placeholder: true,
        phone: "+256414000000",
        openingHours: "Mon-Fri 8:00-17:00",
        address: "Plot 1, Main Street",
        cost: "free",
      }),
    ]);
    const [result] = await search("testing in Masaka", "en", { intent: "testing" });
    expect(result?.title).toBe("Our place");
    expect(result?.content).toBe("Free. HIV testing.");
  });

  it("maps every topic to known services, and every service to some topic", () => {
    expect(Object.keys(INTENT_SERVICES).sort()).toEqual([...ASSISTANT_INTENTS].sort());
    const asked = new Set(Object.values(INTENT_SERVICES).flat());
    for (const service of RESOURCE_SERVICES) expect(asked, service).toContain(service);
  });
});
