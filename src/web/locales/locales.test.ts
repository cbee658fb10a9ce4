import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { SITE_LOCALES } from "@shared/domain/locale";
import { compileCatalog, type CompiledCatalog } from "@web/lib/compile-catalog";

const LOCALES = join(import.meta.dirname, ".");
const namespaces = readdirSync(join(LOCALES, "en")).filter((file) => file.endsWith(".json"));
const TRANSLATIONS = SITE_LOCALES.filter((language) => language !== "en");

/** The file's catalogue, as the build compiles it (throws, naming the message, on bad ICU). */
function catalog(language: string, file: string): CompiledCatalog {
  return compileCatalog(JSON.parse(readFileSync(join(LOCALES, language, file), "utf8")));
}

type Argument = { name: string; type?: string; choices?: string[] };

/** The values a message reads ({name}, and a plural's number with the categories it has). */
function argumentsOf(message: CompiledMessage): Argument[] {
  return message.flatMap((token): Argument[] => {
    if (typeof token === "string") return [];
    const [name, type, format] = token;
    if (type !== "plural" && type !== "select") return [{ name, type }];
    const choices = Object.entries(format as Record<string, CompiledMessage | number | undefined>).filter(
      (entry): entry is [string, CompiledMessage] => Array.isArray(entry[1]),
    );
    return [
      { name, type, choices: choices.map(([choice]) => choice) },
      ...choices.flatMap(([, branch]) => argumentsOf(branch)),
    ];
  });
}

const names = (message: CompiledMessage | undefined) =>
  [...new Set(argumentsOf(message ?? []).map((argument) => argument.name))].sort().join();

describe("locale files", () => {
  it("has namespaces", () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces)("en/%s compiles as ICU MessageFormat", (file) => {
    expect(Object.keys(catalog("en", file)).length).toBeGreaterThan(0);
  });

  describe.each(TRANSLATIONS)("%s", (language) => {
    it.each(namespaces)("%s has every message of en, and no other", (file) => {
      const en = Object.keys(catalog("en", file)).sort();
      expect(Object.keys(catalog(language, file)).sort()).toEqual(en);
    });

    it.each(namespaces)("%s reads the same values as en", (file) => {
      const en = catalog("en", file);
      const translated = catalog(language, file);
      const mismatched = Object.keys(en).filter((key) => names(en[key]) !== names(translated[key]));
      expect(mismatched).toEqual([]);
    });

    it.each(namespaces)("%s has no empty message", (file) => {
      const empty = Object.entries(catalog(language, file))
        .filter(([, message]) => message.every((token) => typeof token === "string" && token.trim() === ""))
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });

  describe.each(SITE_LOCALES)("plurals in %s", (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    it.each(namespaces)("%s: each plural has every form the language needs", (file) => {
      const lacking = Object.entries(catalog(language, file)).flatMap(([key, message]) =>
        argumentsOf(message)
          .filter((argument) => argument.type === "plural")
          .filter((argument) => !needed.every((category) => argument.choices?.includes(category)))
          .map(() => key),
      );
      expect(lacking).toEqual([]);
    });
  });
});
