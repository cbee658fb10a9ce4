/**
 * The curated knowledge base: one markdown file per topic and language under
 * ./knowledge/{en,sw,lg}/ (Luganda for some topics only), read once when the module loads. A file has a small front
 * matter (topic, title, sources or "kind: service") and sections "## Heading {#id}";
 * each section becomes a passage, paired across languages by its id. A clinical file
 * also says when it was checked against its sources ("checked: 2026-11-24") and who
 * signed it off ("reviewer: Dr ...", or "reviewer: pending" until a clinician has).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { ASSISTANT_INTENTS, type AssistantIntent } from "@shared/api/assistant";
import { SITE_LOCALES, type SiteLocale } from "@shared/domain/locale";

export interface KnowledgeSource {
  title: string;
  url: string | null;
}

export interface Passage {
  /** "{topic}#{section id}", the same in every language. */
  key: string;
  topic: AssistantIntent;
  locale: SiteLocale;
  heading: string;
  text: string;
  /** Position of the section in its file; 0 is the topic's overview. */
  order: number;
  /** The document title the passage belongs to. */
  title: string;
  sources: KnowledgeSource[];
  /** ISO date the content was checked against its sources; null for service files. */
  checked: string | null;
  /** The clinician who signed the content off; null while pending and for service files. */
  reviewer: string | null;
}

const KNOWLEDGE_DIR = fileURLToPath(new URL("./knowledge/", import.meta.url));
const HEADING = /^## (.+?)\s*\{#([a-z0-9-]+)\}\s*$/;

interface FrontMatter {
  topic: AssistantIntent;
  title: string;
  sources: KnowledgeSource[];
  checked: string | null;
  reviewer: string | null;
}

const PENDING_REVIEW = "pending";
/** A real calendar date written YYYY-MM-DD ("2026-02-30" is refused). */
const isoDate = z.iso.date();

/** Formatters may quote or indent front-matter values; both forms are accepted. */
function unquote(value: string): string {
  const trimmed = value.trim();
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

function parseSource(line: string): KnowledgeSource {
  const [title = "", url] = unquote(line)
    .split(" | ")
    .map((part) => part.trim());
  return { title, url: url && url.length > 0 ? url : null };
}

function isIntent(value: string): value is AssistantIntent {
  return (ASSISTANT_INTENTS as readonly string[]).includes(value);
}

function parseFrontMatter(block: string, file: string): FrontMatter {
  const fields = new Map<string, string>();
  const sources: KnowledgeSource[] = [];
  for (const rawLine of block.split("\n")) {
    const line = rawLine.trim();
    if (line.startsWith("- ")) sources.push(parseSource(line.slice(2)));
    else if (line.includes(":")) {
      const at = line.indexOf(":");
      fields.set(line.slice(0, at).trim(), unquote(line.slice(at + 1)));
    }
  }
  const topic = fields.get("topic") ?? "";
  const title = fields.get("title") ?? "";
  if (!isIntent(topic) || title === "") throw new Error(`Knowledge file ${file}: topic or title missing`);
  const isService = fields.get("kind") === "service";
  if (sources.length === 0 && !isService) {
    throw new Error(`Knowledge file ${file}: clinical content needs sources`);
  }
  if (isService && sources.length === 0) return { topic, title, sources, checked: null, reviewer: null };
  const checked = fields.get("checked") ?? "";
  if (!isoDate.safeParse(checked).success) {
    throw new Error(`Knowledge file ${file}: clinical content needs a "checked: YYYY-MM-DD" date`);
  }
  const reviewer = fields.get("reviewer") ?? "";
  if (reviewer === "") {
    throw new Error(
      `Knowledge file ${file}: clinical content needs a "reviewer:" line (a name or "pending")`,
    );
  }
  return { topic, title, sources, checked, reviewer: reviewer === PENDING_REVIEW ? null : reviewer };
}

function parseSections(body: string, file: string): Array<{ id: string; heading: string; text: string }> {
  const sections: Array<{ id: string; heading: string; lines: string[] }> = [];
  for (const line of body.split("\n")) {
    const heading = HEADING.exec(line);
    if (heading) sections.push({ id: heading[2] ?? "", heading: heading[1] ?? "", lines: [] });
    else if (line.startsWith("#")) throw new Error(`Knowledge file ${file}: heading without {#id}: ${line}`);
    else sections.at(-1)?.lines.push(line);
  }
  return sections.map(({ id, heading, lines }) => ({ id, heading, text: lines.join("\n").trim() }));
}

export function parseKnowledgeFile(content: string, locale: SiteLocale, file: string): Passage[] {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(content.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`Knowledge file ${file}: front matter missing`);
  const front = parseFrontMatter(match[1] ?? "", file);
  return parseSections(match[2] ?? "", file).map((section, order) => ({
    key: `${front.topic}#${section.id}`,
    topic: front.topic,
    locale,
    heading: section.heading,
    text: section.text,
    order,
    title: front.title,
    sources: front.sources,
    checked: front.checked,
    reviewer: front.reviewer,
  }));
}

function loadLocale(locale: SiteLocale): Passage[] {
  const dir = `${KNOWLEDGE_DIR}${locale}/`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .flatMap((file) =>
      parseKnowledgeFile(readFileSync(`${dir}${file}`, "utf8"), locale, `${locale}/${file}`),
    );
}

/** Every passage of every language, read once at module load. */
export const PASSAGES: readonly Passage[] = SITE_LOCALES.flatMap(loadLocale);

export interface PassageLookup {
  /** The passage in the wanted language, or the English one when it has not been written. */
  inLocale(key: string, locale: SiteLocale): Passage | undefined;
  /** A topic's sections in file order, each in the wanted language (English where missing). */
  ofTopic(topic: AssistantIntent, locale: SiteLocale): Passage[];
}

export function createPassageLookup(passages: readonly Passage[]): PassageLookup {
  const byLocaleAndKey = new Map(passages.map((passage) => [`${passage.locale}:${passage.key}`, passage]));
  const inLocale = (key: string, locale: SiteLocale) =>
    byLocaleAndKey.get(`${locale}:${key}`) ?? byLocaleAndKey.get(`en:${key}`);
  return {
    inLocale,
    ofTopic(topic, locale) {
      return passages
        .filter((passage) => passage.locale === "en" && passage.topic === topic)
        .sort((left, right) => left.order - right.order)
        .flatMap((passage) => inLocale(passage.key, locale) ?? []);
    },
  };
}

const LOOKUP = createPassageLookup(PASSAGES);
export const passageInLocale = LOOKUP.inLocale;
export const passagesOfTopic = LOOKUP.ofTopic;

const ASKS_DIR = `${KNOWLEDGE_DIR}asks/`;
const asksFileSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(z.string().min(1)).min(1));

/**
 * The ways people ask for each passage, in any language ("nimesahau dawa jana"): one JSON
 * file per topic under ./knowledge/asks/, `{ "<section id>": ["...", ...] }`. Retrieval
 * indexes them beside the passage's own words; a section id that does not exist is refused.
 */
export function loadAsks(dir: string, passages: readonly Passage[]): ReadonlyMap<string, string[]> {
  const asks = new Map<string, string[]>();
  if (!existsSync(dir)) return asks;
  const known = new Set(passages.map((passage) => passage.key));
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const topic = file.slice(0, -".json".length);
    const sections = asksFileSchema.parse(JSON.parse(readFileSync(`${dir}${file}`, "utf8")));
    for (const [id, phrasings] of Object.entries(sections)) {
      const key = `${topic}#${id}`;
      if (!known.has(key)) throw new Error(`Asks file asks/${file}: no passage ${key}`);
      asks.set(key, phrasings);
    }
  }
  return asks;
}

export const ASKS = loadAsks(ASKS_DIR, PASSAGES);
