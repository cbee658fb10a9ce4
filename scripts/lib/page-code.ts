/**
 * Each page's code, for the server to name (docs/decisions/097). The web app's build knows
 * which chunks every lazily loaded module needs; the prerenderer's build, which comes after
 * it, writes that list beside itself (PAGE_CODE_FILE). The server then sends a page drawn
 * ahead with its own page's list, and the head's script asks for all of it while the app's
 * entry loads, instead of the app asking for it once it runs.
 */
import { relative, sep } from "node:path";
import type { Plugin } from "vite";
import { PAGE_CODE_FILE } from "../../src/shared/prerender";

/** What this needs of a chunk in the bundle Rollup's and Rolldown's generateBundle receive. */
export interface BuiltChunk {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/** A module's path from `root`, as Vite's manifest writes it: src/web/pages/home-page.tsx. */
const fromRoot = (root: string, file: string) => relative(root, file).split(sep).join("/");

/**
 * Each lazily loaded module (by its path from `root`) → the addresses of its chunk and of
 * every chunk that one imports, without those the entry imports: a page has those already.
 */
export function codeOfLazyModules(
  bundle: Record<string, BuiltChunk | { type: "asset" }>,
  root: string,
): Record<string, string[]> {
  const chunks = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle))
    if (output.type === "chunk") chunks.set(output.fileName, output);
  const gather = (file: string, into: Set<string>): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) gather(imported, into);
    return into;
  };
  const entryCode = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) gather(chunk.fileName, entryCode);

  const code: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const own = [...gather(chunk.fileName, new Set())].filter((file) => !entryCode.has(file));
    code[fromRoot(root, chunk.facadeModuleId)] = own.map((file) => `/${file}`);
  }
  return code;
}

/** The plugin: read from the web app's bundle, written with the prerenderer's. */
export function pageCode(): Plugin {
  let root = process.cwd();
  let code: Record<string, string[]> | null = null;
  return {
    name: "page-code",
    // One instance for both builds, so the second reads what the first found.
    sharedDuringBuild: true,
    configResolved: (config) => void (root = config.root),
    generateBundle(_options, bundle) {
      if (this.environment.name === "client") {
        code = codeOfLazyModules(bundle as Record<string, BuiltChunk | { type: "asset" }>, root);
      } else if (this.environment.name === "ssr") {
        if (!code)
          this.error("The web app must be built before the prerenderer: its page code is not known.");
        this.emitFile({ type: "asset", fileName: PAGE_CODE_FILE, source: JSON.stringify(code) });
      }
    },
  };
}
