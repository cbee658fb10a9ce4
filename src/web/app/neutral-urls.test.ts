/**
 * No address a person is sent to names a health condition (docs/decisions/049): an
 * address stays in the browser's history and shows in its address bar on a shared phone.
 * Walks every route, every services anchor, and every link, id and navigation written in
 * the web app's source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_ANCHORS } from "../features/services/service-anchors";
import { renamedServiceAnchor } from "../features/services/renamed-anchors";
import { PAGE_SERVICES } from "../features/services/service-catalog";
import { healthWordsIn } from "@shared/domain/health-words";

const WEB = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "locales" || entry.name === "test" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The static text of a string or template literal ("/services#${x}" gives "/services#"). */
const staticText = (literal: string) => literal.replace(/\$\{[^}]*\}/g, " ");

/** Links, element ids (an id is an anchor) and navigations written in the source. */
const ADDRESS_PATTERNS = [
  /\b(?:to|href|id)=\{?\s*(["'`])(.*?)\1/g,
  /\b(?:navigate|assign|replace|pushState|replaceState)\(\s*(["'`])(.*?)\1/g,
  /\b(?:to|href|path|url|anchor|hash)\s*:\s*(["'`])(.*?)\1/g,
];

function addressesInSource(): Array<{ where: string; address: string }> {
  return sourceFiles(WEB).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return ADDRESS_PATTERNS.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({
        where: relative(WEB, file),
        address: staticText(match[2] ?? ""),
      })),
    );
  });
}

describe("addresses", () => {
  it("recognises the health words this test is for", () => {
    for (const address of ["/services#art-delivery", "#prep-services", "#hiv-testing", "#health-tracking"])
      expect(healthWordsIn(address), address).not.toEqual([]);
    for (const address of ["/services#delivery", "#prevention", "/start", "/preparation", "/portal#replies"])
      expect(healthWordsIn(address), address).toEqual([]);
  });

  it("no route path has a health word", () => {
    // Read from the routes table's text: importing it would load every layout module.
    const table = readFileSync(join(WEB, "app", "router.tsx"), "utf8");
    const paths = [...table.matchAll(/"(\/[^"]*)"/g)].map((match) => match[1] ?? "");
    expect(paths).toEqual(expect.arrayContaining(["/", "/portal", "/services", "/portal/settings"]));
    expect(paths.filter((path) => healthWordsIn(path).length > 0)).toEqual([]);
  });

  it("no services anchor has a health word, and the page and footer use the same ones", () => {
    const anchors = SERVICE_ANCHORS.map(({ anchor }) => anchor);
    expect(anchors).toHaveLength(6);
    expect(anchors.filter((anchor) => healthWordsIn(anchor).length > 0)).toEqual([]);
    expect(PAGE_SERVICES.map(({ anchor }) => anchor)).toEqual(anchors);
  });

  it("old links to the spec's anchors lead to the neutral ones", () => {
    expect(renamedServiceAnchor("art-delivery")).toBe("delivery");
    expect(renamedServiceAnchor("prep-services")).toBe("prevention");
    expect(renamedServiceAnchor("hiv-testing")).toBe("testing");
    expect(renamedServiceAnchor("health-tracking")).toBe("tracking");
    expect(renamedServiceAnchor("peer-support")).toBeNull();
    expect(renamedServiceAnchor("constructor")).toBeNull();
  });

  it("no link, id or navigation in the web app's source has a health word", () => {
    const found = addressesInSource();
    expect(found.length).toBeGreaterThan(50);
    // The footer's services links are written as a template over the anchors checked above.
    expect(found.some(({ address }) => address.startsWith("/services#"))).toBe(true);
    const offending = found.filter(({ address }) => healthWordsIn(address).length > 0);
    expect(offending).toEqual([]);
  });
});
