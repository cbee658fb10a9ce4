import type { CompiledCatalog } from "@web/lib/compile-catalog";

/** The list of this language's string files, fetched on its own (lib/i18n.ts). */
export default import.meta.glob<{ default: CompiledCatalog }>("./*.json");
