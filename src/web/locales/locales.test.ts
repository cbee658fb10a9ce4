import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const LOCALES = join(import.meta.dirname, ".");
const namespaces = readdirSync(join(LOCALES, "en")).filter((file) => file.endsWith(".json"));

function load(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, language, file), "utf8"));
}

/** Every leaf as "path" → value; arrays count by index so lists must match in length. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [leafPath, leaf] of leaves(child, path ? `${path}.${key}` : key)) out.set(leafPath, leaf);
    }
  } else {
    out.set(path, String(value));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

// i18next plural suffixes differ by language; the base key must exist in both.
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("locale files", () => {
  it("has namespaces", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces)("sw/%s exists and has every key of en", (file) => {
    const en = leaves(load("en", file));
    const sw = leaves(load("sw", file));
    const swBases = new Set([...sw.keys()].map(pluralBase));
    const missing = [...en.keys()].filter((key) => !sw.has(key) && !swBases.has(pluralBase(key)));
    expect(missing).toEqual([]);
  });

  it.each(namespaces)("sw/%s uses the same interpolation variables as en", (file) => {
    const en = leaves(load("en", file));
    const sw = leaves(load("sw", file));
    const mismatched = [...en.entries()]
      .filter(([key, text]) => sw.has(key) && variables(text).join() !== variables(sw.get(key) ?? "").join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it.each(namespaces)("sw/%s has no empty strings", (file) => {
    const empty = [...leaves(load("sw", file)).entries()]
      .filter(([, text]) => text.trim() === "")
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
