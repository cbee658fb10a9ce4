/**
 * The string files (locales/<language>/<namespace>.json) are written in ICU MessageFormat,
 * nested for the people who edit them. At build, and in the tests, each becomes a flat
 * catalogue of Lingui's compiled messages keyed by its dotted path ("hero.title", "tips.0"),
 * so the browser ships no message parser (decision 079).
 */
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

export type CompiledCatalog = Record<string, CompiledMessage>;

/** Every message of a string file under its dotted path; a list's items by their index. */
export function flattenMessages(tree: unknown, path = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[path, tree]];
  if (tree === null || typeof tree !== "object") {
    throw new Error(`${path || "The file"} must be a message or a group of them`);
  }
  return Object.entries(tree).flatMap(([key, child]) =>
    flattenMessages(child, path ? `${path}.${key}` : key),
  );
}

/** Throws, naming the message, when one is not valid ICU MessageFormat. */
export function compileCatalog(tree: unknown): CompiledCatalog {
  const catalog: CompiledCatalog = {};
  for (const [path, message] of flattenMessages(tree)) {
    try {
      catalog[path] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return catalog;
}

const STRING_FILE = /[\\/]src[\\/]web[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/**
 * Compiles each string file as it is imported: the JSON becomes the JSON of its catalogue,
 * which Vite's own JSON handling then turns into a module as before.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: "compiled-catalogs",
    enforce: "pre",
    transform(code, id) {
      if (!STRING_FILE.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
  };
}
