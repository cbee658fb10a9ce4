/**
 * Deterministic triage of a new inbox item (an application or a contact message).
 *
 * It reads the client's free text in English, Swahili (and a little Luganda), as written
 * on phones: misspelt, without punctuation, with letters repeated for emphasis. It sets
 * the priority the inbox sorts by, a one or two sentence summary for the navigator, and
 * the signals it found with next steps. The summary is composed from fixed sentences, so
 * it never repeats what the client wrote (medical history stays out of it).
 *
 * Urgent: possible exposure within 72 hours (PEP), out of ARVs, missed doses, pregnancy,
 * severe symptoms, violence or threats, suicidal thoughts. High: new positive result,
 * troubling side effects, exposure over 72 hours ago (test, then PrEP), distress, privacy
 * breach. Medium: routine applications. Low: general questions, partnership, feedback.
 *
 * Suicide, self-harm, violence, threats and exposures are read only by the shared reader of
 * danger, the same as the chat's (decision 057): a high reading is always urgent. The rules
 * here are what a navigator acts on beyond it (a PEP request, supply, missed doses,
 * pregnancy, illness, side effects, privacy, topics).
 */
import { REGIONS, SERVICE_TYPES, type Priority, type Region, type ServiceType } from "@shared/constants";
import {
  readDanger,
  type DangerReading,
  type RiskLevel,
  type SafetyCategory,
} from "@shared/danger/read-danger";
import { normalizeText } from "@shared/danger/normalize";
import { eventTiming } from "@shared/danger/time-expressions";
import { byPriority, higherPriority } from "@shared/domain/priority";

export interface TriageInput {
  kind: "application" | "message";
  serviceType?: ServiceType | string | null;
  subject?: string | null;
  /** All the client's free text joined: message, discreet notes, medical history. */
  text: string;
  region?: Region | string | null;
  /** false when the person left no phone number: the next steps then never say "Call". */
  canCall?: boolean;
}

export interface TriageResult {
  priority: Priority;
  /** The reader of danger rated it high: a crisis, which the team's ladder follows (decision 059). */
  crisis: boolean;
  ai_summary: string;
  ai_insights: string[];
}

// ---------------------------------------------------------------------------------------
// Normalisation and the phrase language
// ---------------------------------------------------------------------------------------

/**
 * Lowercase ASCII words separated by single spaces, digits split from letters ("72hrs"),
 * and runs of a repeated letter collapsed ("pleeease", "pills" -> "pils"), so spelling
 * variants meet the patterns, which are normalised the same way.
 */
export function normaliseForTriage(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019\u2018`\u00b4]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/([a-z])\1+/g, "$1")
    .trim()
    .replace(/\s+/g, " ");
}

const WORD = "[a-z0-9]";
/** A gap never spans a negation: "the condom did not break" is no exposure. */
const GAP_BLOCKERS = [
  "not",
  "never",
  "no",
  "nt",
  "didnt",
  "dont",
  "doesnt",
  "havent",
  "hasnt",
  "isnt",
  "wasnt",
];
const GAP_WORD = `(?: (?!(?:${GAP_BLOCKERS.join("|")})(?!${WORD}))${WORD}+)`;

function compileWordAlternative(alternative: string): string {
  const pieces = alternative.split("*").map((piece) => normaliseForTriage(piece));
  if (pieces.some((piece) => piece.includes(" "))) throw new Error(`Not one word: ${alternative}`);
  return pieces.join(`${WORD}*`);
}

/**
 * Phrases are words separated by spaces. `word*` is a prefix, `a|b` alternatives,
 * a leading or trailing `|` makes the word optional, `..` skips up to 3 words.
 */
function compilePhrase(phrase: string): RegExp {
  let source = "";
  for (const token of phrase.trim().split(/\s+/)) {
    if (token === "..") {
      source += `${GAP_WORD}{0,3}`;
      continue;
    }
    const alternatives = token.split("|");
    const filled = alternatives.filter((alternative) => alternative !== "").map(compileWordAlternative);
    const word = `(?:${filled.join("|")})`;
    const optional = filled.length < alternatives.length;
    if (source === "") {
      if (optional) throw new Error(`A phrase must start with a required word: ${phrase}`);
      source = word;
    } else {
      source += optional ? `(?: ${word})?` : ` ${word}`;
    }
  }
  return new RegExp(`(?<!${WORD})${source}(?!${WORD})`, "g");
}

interface Span {
  start: number;
  end: number;
}

/** The plain denials, in English and Swahili: the core of the default list. */
const PLAIN_NEGATORS = [
  "not",
  "no",
  "never",
  "nt",
  "dont",
  "didnt",
  "havent",
  "hasnt",
  "without",
  "any",
  "hakuna",
];

/** What cancels most rules: the plain denials, and the "is not" and "have none" words. */
const DEFAULT_NEGATORS = [
  ...PLAIN_NEGATORS,
  "doesnt",
  "hadnt",
  "isnt",
  "arent",
  "wasnt",
  "sina",
  "bila",
  "si",
  "hazina",
  "hana",
];

interface Rule {
  phrases: readonly string[];
  /** Words that, among the three before a match, cancel it ("never missed a dose"). */
  negators?: readonly string[];
}

interface CompiledRule {
  patterns: RegExp[];
  negators: Set<string>;
}

function compileRule(rule: Rule): CompiledRule {
  return {
    patterns: rule.phrases.map(compilePhrase),
    negators: new Set((rule.negators ?? []).map(normaliseForTriage)),
  };
}

function precedingWords(text: string, index: number, count: number): string[] {
  return text.slice(0, index).trim().split(" ").slice(-count);
}

function findSpans(text: string, rule: CompiledRule): Span[] {
  const spans: Span[] = [];
  for (const pattern of rule.patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      if (precedingWords(text, start, 3).some((word) => rule.negators.has(word))) continue;
      spans.push({ start, end: start + match[0].length });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------
// Durations: "2 days ago", "in 3 weeks", "yesterday", "siku mbili zilizopita", "kesho"
// ---------------------------------------------------------------------------------------

type Direction = "past" | "future" | "unknown";

interface Duration extends Span {
  hours: number;
  direction: Direction;
}

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  Object.entries({
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    twenty: 20,
    thirty: 30,
    moja: 1,
    mbili: 2,
    tatu: 3,
    nne: 4,
    tano: 5,
    sita: 6,
    saba: 7,
    nane: 8,
    tisa: 9,
    kumi: 10,
    kimoja: 1,
    viwili: 2,
    vitatu: 3,
    vinne: 4,
    vitano: 5,
  }).map(([word, value]) => [normaliseForTriage(word), value]),
);

const HOURS_PER: Record<string, number> = { hour: 1, day: 24, week: 168, month: 720, year: 8760 };

function unitTable(entries: Record<string, keyof typeof HOURS_PER>): Map<string, number> {
  return new Map(
    Object.entries(entries).map(([word, unit]) => [normaliseForTriage(word), HOURS_PER[unit] ?? 0]),
  );
}

const ENGLISH_UNITS = unitTable({
  h: "hour",
  hr: "hour",
  hrs: "hour",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  dys: "day",
  wk: "week",
  wks: "week",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  mnths: "month",
  yr: "year",
  yrs: "year",
  year: "year",
  years: "year",
});
const SWAHILI_UNITS = unitTable({
  masaa: "hour",
  siku: "day",
  wiki: "week",
  mwezi: "month",
  miezi: "month",
  mwaka: "year",
  miaka: "year",
});
/** Swahili "saa" is also the clock ("saa nne" = 10 o'clock): only "saa N zilizopita" counts. */
const SWAHILI_CLOCK_HOUR = normaliseForTriage("saa");

const PAST_AFTER = new Set(
  ["ago", "back", "bak", "zilizopita", "iliyopita", "uliopita", "iliopita", "nyuma"].map(normaliseForTriage),
);
const PAST_BEFORE = new Set(["since", "last", "past"].map(normaliseForTriage));
const FUTURE_BEFORE = new Set(
  ["in", "within", "after", "next", "another", "baada", "ndani"].map(normaliseForTriage),
);

const RELATIVE_TIMES: ReadonlyArray<readonly [string, number, Direction]> = [
  ["today", 0, "unknown"],
  ["just now", 0, "past"],
  ["this week", 72, "unknown"],
  ["wiki hii", 72, "unknown"],
  ["tonight", 0, "unknown"],
  ["this morning", 0, "past"],
  ["this afternoon", 0, "past"],
  ["this evening", 0, "past"],
  ["last night", 12, "past"],
  ["yesterday", 24, "past"],
  ["yestarday", 24, "past"],
  ["ystd", 24, "past"],
  ["day before yesterday", 48, "past"],
  ["couple of days ago", 48, "past"],
  ["few days ago", 72, "past"],
  ["last weekend", 96, "past"],
  ["last week", 168, "past"],
  ["weeks ago", 336, "past"],
  ["last month", 720, "past"],
  ["months ago", 1440, "past"],
  ["last year", 8760, "past"],
  ["long ago", 8760, "past"],
  ["tomorrow", 24, "future"],
  ["tomoro", 24, "future"],
  ["next week", 168, "future"],
  ["next month", 720, "future"],
  ["leo", 0, "unknown"],
  ["jana", 24, "past"],
  ["usiku wa jana", 12, "past"],
  ["juzi", 48, "past"],
  ["kesho", 24, "future"],
  ["wiki iliyopita", 168, "past"],
  ["wiki ijayo", 168, "future"],
  ["mwezi uliopita", 720, "past"],
  ["mwezi ujao", 720, "future"],
  ["mwaka jana", 8760, "past"],
];
const RELATIVE_PATTERNS = RELATIVE_TIMES.map(
  ([phrase, hours, direction]) => [compilePhrase(phrase), hours, direction] as const,
);

function numberValue(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

function tokenSpans(text: string): Array<Span & { word: string }> {
  return [...text.matchAll(/[a-z0-9]+/g)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** "2 days ago" (English order) and "siku mbili zilizopita" (Swahili order). */
function numericDurations(text: string): Duration[] {
  const tokens = tokenSpans(text);
  const durations: Duration[] = [];
  tokens.forEach((token, index) => {
    const englishUnit = ENGLISH_UNITS.get(token.word);
    const englishCount = numberValue(tokens[index - 1]?.word);
    if (englishUnit !== undefined && englishCount !== null) {
      const before = tokens[index - 2]?.word ?? "";
      const after = tokens[index + 1]?.word ?? "";
      const direction = directionOf(before, after);
      // "a day" is usually a rate ("one pill a day"); only "a day ago" or "in a week" is a time.
      const isRate =
        (tokens[index - 1]?.word === "a" || tokens[index - 1]?.word === "an") && direction === "unknown";
      if (!isRate) {
        durations.push({
          start: tokens[index - 1]!.start,
          end: token.end,
          hours: englishCount * englishUnit,
          direction,
        });
      }
    }
    const swahiliUnit = SWAHILI_UNITS.get(token.word) ?? (token.word === SWAHILI_CLOCK_HOUR ? 1 : undefined);
    const swahiliCount = numberValue(tokens[index + 1]?.word);
    if (swahiliUnit !== undefined && swahiliCount !== null) {
      const before = tokens[index - 1]?.word ?? "";
      const after = tokens[index + 2]?.word ?? "";
      const direction = directionOf(before, after);
      if (token.word === SWAHILI_CLOCK_HOUR && direction !== "past") return;
      durations.push({
        start: token.start,
        end: tokens[index + 1]!.end,
        hours: swahiliCount * swahiliUnit,
        direction,
      });
    }
  });
  return durations;
}

function directionOf(before: string, after: string): Direction {
  if (PAST_AFTER.has(after) || PAST_BEFORE.has(before)) return "past";
  if (FUTURE_BEFORE.has(before)) return "future";
  return "unknown";
}

function relativeDurations(text: string): Duration[] {
  const found: Duration[] = [];
  for (const [pattern, hours, direction] of RELATIVE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      found.push({ start: match.index, end: match.index + match[0].length, hours, direction });
    }
  }
  // "mwaka jana" (last year) contains "jana" (yesterday): the longer phrase wins.
  return found.filter(
    (inner) =>
      !found.some(
        (outer) =>
          outer !== inner &&
          outer.start <= inner.start &&
          outer.end >= inner.end &&
          outer.end - outer.start > inner.end - inner.start,
      ),
  );
}

function extractDurations(text: string): Duration[] {
  return [...numericDurations(text), ...relativeDurations(text)];
}

const PILL_WORDS = new Set(["pill", "pills", "tablets", "tabs", "doses", "vidonge"].map(normaliseForTriage));
const LEFT_WORDS = new Set(
  ["left", "remaining", "remain", "remains", "zimebaki", "vimebaki", "vilivyobaki", "vimesalia"].map(
    normaliseForTriage,
  ),
);

/**
 * Pills left, counted as one a day: "only 3 pills left", "vidonge vitatu vimebaki".
 * A count without "left" is a dose ("2 pills a day"), not a stock.
 */
function pillCounts(text: string): Duration[] {
  const tokens = tokenSpans(text);
  const counts: Duration[] = [];
  tokens.forEach((token, index) => {
    if (!PILL_WORDS.has(token.word)) return;
    const nextWords = tokens.slice(index + 1, index + 4).map((next) => next.word);
    if (!nextWords.some((word) => LEFT_WORDS.has(word))) return;
    const count = numberValue(tokens[index - 1]?.word) ?? numberValue(tokens[index + 1]?.word);
    if (count !== null)
      counts.push({ start: token.start, end: token.end, hours: count * 24, direction: "future" });
  });
  return counts;
}

function wordsBetween(text: string, a: Span, b: Span): number {
  const from = Math.min(a.end, b.end);
  const to = Math.max(a.start, b.start);
  if (to <= from) return 0;
  return text
    .slice(from, to)
    .trim()
    .split(" ")
    .filter((word) => word !== "").length;
}

const NEAR_WORDS = 10;

function durationsNear(text: string, spans: readonly Span[], durations: readonly Duration[]): Duration[] {
  return durations.filter((duration) =>
    spans.some((span) => wordsBetween(text, span, duration) <= NEAR_WORDS),
  );
}

// ---------------------------------------------------------------------------------------
// The lexicon
// ---------------------------------------------------------------------------------------

/** Words for HIV medicine and its supply, in the forms people write them. */
const MED =
  "pill|pills|pilz|tablet*|tab|tabs|arv*|art|medic*|medecin*|medisin*|drug*|dose*|dozi|dawa|vidonge|dagala|edagala";

const RULES = {
  // Suicide, self-harm, violence, threats and exposures are read by the shared reader of
  // danger (dangerFindings below); only what a navigator acts on beyond it stays here.
  /**
   * Asking for PEP, or saying "I was exposed", is a call to make now even when no event is
   * told: the navigator asks when it happened (the reader reads the events themselves).
   */
  pepRequest: {
    phrases: ["pep", "post exposure", "exposed to .. hiv|virus|blood", "was|got|been exposed"],
    // "my status was exposed" is a privacy breach, not an exposure to HIV.
    negators: ["status", "results"],
  },
  /** Sex with a positive partner, condoms not said: urgent when recent, otherwise a PrEP conversation. */
  sexWithPositive: {
    phrases: ["slept|sex with .. positive"],
    negators: ["never", "always"],
  },
  severeSymptoms: {
    phrases: [
      "cant|cannot breathe|breath",
      "can not breathe",
      "difficult* breath*",
      "short* of breath",
      "breathing problem*",
      "chest pain*",
      "pain in my chest",
      "faint*",
      "collaps*",
      "unconscious",
      "passed out",
      "seizure*",
      "convuls*",
      "cough* .. blood",
      "vomit* .. blood",
      "high fever",
      "stiff neck",
      "severe",
      "very sick|ill|weak",
      "seriously ill|sick",
      "cant|cannot walk",
      "hospitali*",
      "homa kali",
      "siwezi kupumua",
      "sipumui",
      "kupumua kwa shida",
      "napumua kwa shida",
      "maumivu makali",
      "maumivu ya kifua",
      "kifua kinauma",
      "nimezimia",
      "nilizimia",
      "kuzimia",
      "alizimia",
      "degedege",
      "kukohoa damu",
      "nakohoa damu",
      "natapika damu",
      "kutapika damu",
      "naumwa sana",
      "mgonjwa sana",
      "hali mbaya",
      "siwezi kutembea",
      "nimelazwa",
    ],
    negators: DEFAULT_NEGATORS,
  },
  arvOut: {
    phrases: [
      "ran out",
      "have|has|had|ive|already|just run out",
      `out of ${MED}`,
      // No gap here: "my pills will be finished in 3 weeks" is a refill, not a stock-out.
      `${MED} |are|is|r|were|was|have|has|got|zangu|yangu|lyange |been |all|already|completely finished|over|done|gone|exhausted|ended|zimeisha|zimekwisha|zimesha|imeisha|imekwisha|zimeniishia|hazipo|liwedeko|gawedeko`,
      `finished|exhausted .. ${MED}`,
      `no more ${MED}`,
      `no ${MED} left`,
      `dont have|got .. ${MED}`,
      `have no ${MED}`,
      "stock out*",
      "stockout*",
      `sina ${MED}`,
      `nimemaliza ${MED}`,
      `nimeishiwa .. ${MED}`,
      `zimeisha|zimekwisha|zimesha .. ${MED}`,
      `sirina ${MED}`,
    ],
    negators: ["not", "nt", "havent", "hasnt", "run", "running", "will", "going", "almost", "soon", "before"],
  },
  arvLow: {
    phrases: [
      `${MED} .. run|runs|running|finish|finishes|finishing|finished|remain*|left|end|ends|ending|zitaisha|zinaisha|zinakaribia|zimebaki|zimesalia|zinakwisha|zitakwisha|vimebaki|vitaisha|vinaisha`,
      `run|runs|running out of ${MED}`,
      `remaining .. ${MED}`,
      "karibu kuisha|kwisha",
      "zimebaki|vimebaki .. siku|vidonge",
    ],
    negators: DEFAULT_NEGATORS,
  },
  missedDoses: {
    phrases: [
      `missed|missing|miss|skip*|skiped .. ${MED}`,
      `forgot* .. take|taking|${MED}`,
      `havent|not|didnt|stop*|stoped|quit* taken|take|taking .. ${MED}`,
      `have|has|had|did not taken|take .. ${MED}`,
      `stop*|stoped|quit* ${MED}`,
      "defaulted",
      `default* .. ${MED}|treatment|care`,
      "poor adherence",
      `restart* .. ${MED}|treatment`,
      "nimekosa|nilikosa .. dawa|dozi|kumeza|kunywa|vidonge",
      "nimesahau|nilisahau .. kumeza|kunywa|dawa|vidonge",
      "sijameza|sijanywa|sijatumia|sikumeza|sikunywa .. dawa|vidonge|arv*|dozi",
      "nimeacha|niliacha .. dawa|kumeza|vidonge",
    ],
    // The plain denials only, not the default's "isn't" or "sina" (I have none): those often
    // say why a dose was missed, "sina dawa, nimekosa dozi" (I have no medicine, I missed doses).
    negators: [...PLAIN_NEGATORS, "sijawahi"],
  },
  pregnancy: {
    phrases: [
      // Covers pregnant, pregnancy and the usual misspellings (pregnat, pregant, prengant).
      "preg*",
      "preng*",
      "expecting |a baby",
      "antenatal",
      "pmtct",
      "mjamzito",
      "mja mzito",
      "mimba",
      "ujauzito",
      "lubuto",
    ],
    negators: [
      ...DEFAULT_NEGATORS,
      "get",
      "become",
      "getting",
      "planning",
      "plan",
      "trying",
      "avoid",
      "prevent",
      "if",
      "kupata",
      "kushika",
      "kuzuia",
    ],
  },
  breastfeeding: {
    phrases: ["breastfe*", "breast fe*", "kunyonyesha", "nanyonyesha", "ninanyonyesha"],
    negators: DEFAULT_NEGATORS,
  },
  newPositive: {
    phrases: [
      "tested|test|tests|turned positive",
      "test* .. positive",
      "result* .. positive",
      "positive result*",
      "found out .. positive|hiv",
      "just found out",
      "newly|recently|just diagnosed",
      "new diagnosis",
      "diagnosed with|as .. hiv|positive",
      "start|starting|begin|initiat* .. art|arv*|treatment|medication",
      "enrol* .. care|art|treatment",
      "nimepima .. chanya|positive|virusi|vvu",
      "nimegundulika",
      "nimegundua .. virusi|vvu|positive",
      "nimekutwa na .. virusi|vvu",
      "majibu .. chanya|positive",
      "kuanza .. dawa|arv*|matibabu|tiba",
    ],
    negators: DEFAULT_NEGATORS,
  },
  sideEffects: {
    phrases: [
      "side effect*",
      "side affect*",
      "sideeffect*",
      "sideaffect*",
      `reaction* .. ${MED}`,
      "rash*",
      "itch*",
      "dizz*",
      "dizy",
      "nause*",
      "nausia",
      "vomit*",
      "bad dream*",
      "nightmare*",
      "cant sleep",
      "insomnia",
      "yellow eyes",
      "jaundice",
      "headache*",
      "stomach pain*",
      "diarrh*",
      "diarea",
      "madhara",
      "maudhi",
      "kizunguzungu",
      "kichefuchefu",
      "kutapika",
      "natapika",
      "upele",
      "vipele",
      "ndoto mbaya",
      "ndoto za kutisha",
      "kuharisha",
      "naharisha",
      "kuwashwa",
      "macho ya njano",
      "siwezi kulala",
      "maumivu ya tumbo",
      "kichwa kinauma",
      "okusesema",
    ],
    negators: DEFAULT_NEGATORS,
  },
  highViralLoad: {
    phrases: [
      "viral load .. high|up|increased|rising|unsuppressed|detectable|raised",
      "viral load not suppressed",
      "high viral load",
      "unsuppress*",
      "treatment failure",
      "kiwango cha virusi .. juu|kimepanda",
      "virusi .. vimeongezeka|vimepanda",
    ],
    negators: DEFAULT_NEGATORS,
  },
  missedAppointment: {
    phrases: [
      "missed|miss .. appointment*|clinic|visit|review|refill*",
      "didnt|couldnt go .. clinic",
      "did|could not go .. clinic",
      "nimekosa|nilikosa .. miadi|kliniki|clinic",
      "sikwenda .. kliniki|clinic",
    ],
    negators: ["never", "no", "dont"],
  },
  privacyBreach: {
    phrases: [
      "he|she|they|someone|rider|nurse|neighbour*|neighbor*|boda|driver|staff .. told|disclosed|revealed|exposed|leaked .. .. status|hiv|results",
      "status .. leaked|exposed|revealed|disclosed",
      "breach* .. privacy|confidential*",
      "privacy .. breach*|violated",
      "ametangaza|alitangaza|wametangaza .. hali yangu|status",
      "wamejua hali yangu",
    ],
  },
  distress: {
    phrases: [
      "depress*",
      "hopeless*",
      "stressed",
      "anxiety",
      "panic*",
      "lonely",
      "cant cope",
      "overwhelmed",
      "stigma*",
      "discriminat*",
      "rejected by",
      "msongo wa mawazo",
      "mawazo mengi",
      "huzuni",
      "nimekata tamaa",
      "unyanyapaa",
      "kubaguliwa",
      "upweke",
    ],
    negators: DEFAULT_NEGATORS,
  },
  // Topics: they set the base priority of a message, never raise it above medium.
  topicArt: { phrases: ["arv*", "art", "refill*", "delivery", "deliver", "dawa", "vidonge", "dagala"] },
  topicPrep: { phrases: ["prep", "pre exposure", "kinga kabla"] },
  topicTesting: {
    phrases: [
      "test",
      "tested",
      "testing",
      "tests",
      "self test*",
      "pima",
      "kupima",
      "nipime",
      "vipimo",
      "kipimo",
    ],
  },
  topicPeer: {
    phrases: ["peer*", "support group", "navigator*", "counsel*", "ushauri", "mshauri", "rika"],
  },
  // "Thank you for your help" is feedback, not a request.
  topicHelp: {
    phrases: ["help", "assist*", "msaada", "nisaidie", "nyamba"],
    negators: ["your", "the", "for", "kwa"],
  },
  topicComplaint: {
    phrases: [
      "complain*",
      "rude",
      "poor|bad service",
      "late delivery",
      "delivery .. late",
      "never came|arrived",
      "didnt come|arrive",
      "malalamiko",
      "lalamiko",
    ],
  },
  topicPartnership: {
    phrases: [
      "partnership*",
      "partner with",
      "collaborat*",
      "sponsor*",
      "donat*",
      "donor*",
      "funding",
      "grant*",
      "ngo",
      "organi*ation",
      "volunteer*",
      "internship*",
      "job",
      "jobs",
      "vacanc*",
      "employment",
      "research*",
      "journalist",
      "media",
      "ushirikiano",
      "kushirikiana nanyi",
      "kujitolea",
    ],
  },
  topicFeedback: {
    phrases: [
      "thank*",
      "thanx",
      "feedback",
      "suggestion*",
      "great|good|excellent|amazing service|work|job",
      "well done",
      "keep it up",
      "appreciat*",
      "asante",
      "shukrani",
      "pongezi",
      "webale",
    ],
  },
} as const satisfies Record<string, Rule>;

type RuleName = keyof typeof RULES;
const COMPILED = Object.fromEntries(
  Object.entries(RULES).map(([name, rule]) => [name, compileRule(rule)]),
) as Record<RuleName, CompiledRule>;

// ---------------------------------------------------------------------------------------
// Findings
// ---------------------------------------------------------------------------------------

interface Finding {
  priority: Priority;
  /** Completes "Client in Masaka asks for ART delivery and ..." */
  clause: string;
  insight: string;
  /** An imperative without a full stop, to join with another. */
  step: string;
}

const FIXED_FINDINGS = {
  suicidal: {
    priority: "urgent",
    clause: "mentions thoughts of suicide or self-harm",
    insight: "Suicidal thoughts or self-harm",
    step: "Call them now and connect them to a counsellor or emergency help",
  },
  violence: {
    priority: "urgent",
    clause: "describes violence or threats",
    insight: "Violence, sexual assault or threats",
    step: "Call them now to check they are safe and link them to protection services",
  },
  exposureGenericUntimed: {
    priority: "high",
    clause: "reports sex with a positive partner",
    insight: "Recent risk, time not stated",
    step: "Ask when it happened (PEP only within 72 hours), then offer testing and PrEP",
  },
  exposureRecent: {
    priority: "urgent",
    clause: "reports a possible HIV exposure within the last 72 hours",
    insight: "Possible HIV exposure within 72 hours",
    step: "Refer for PEP within 72 hours",
  },
  exposureEventUntimed: {
    priority: "urgent",
    clause: "reports a possible HIV exposure without saying when",
    insight: "Possible HIV exposure, time not stated",
    step: "Call now to ask when it happened: PEP must start within 72 hours",
  },
  severeSymptoms: {
    priority: "urgent",
    clause: "reports severe symptoms",
    insight: "Severe symptoms",
    step: "Call them now and direct them to the nearest health facility",
  },
  missedDoses: {
    priority: "urgent",
    clause: "reports missed doses",
    insight: "Missed doses",
    step: "Call today to support adherence and check their supply",
  },
  pregnancy: {
    priority: "urgent",
    clause: "mentions a pregnancy",
    insight: "Pregnancy",
    step: "Link them today to antenatal care to prevent transmission to the baby",
  },
  privacyBreach: {
    priority: "high",
    clause: "says their HIV status may have been disclosed",
    insight: "Possible disclosure of HIV status",
    step: "Call them privately to check their safety and record the incident",
  },
  newPositive: {
    priority: "high",
    clause: "mentions a new positive HIV result",
    insight: "New positive result, wants to start treatment",
    step: "Call within a day to start ART and assign a peer navigator",
  },
  sideEffects: {
    priority: "high",
    clause: "reports troubling side effects",
    insight: "Side effects",
    step: "Arrange a clinician review of the side effects",
  },
  exposurePast: {
    priority: "high",
    clause: "reports a possible HIV exposure more than 72 hours ago",
    insight: "Exposure more than 72 hours ago: PEP window passed",
    step: "Offer an HIV test now with a follow-up test and discuss starting PrEP",
  },
  highViralLoad: {
    priority: "high",
    clause: "reports a high viral load",
    insight: "Viral load not suppressed",
    step: "Arrange a clinician review and adherence counselling",
  },
  missedAppointment: {
    priority: "high",
    clause: "missed a clinic appointment",
    insight: "Missed appointment",
    step: "Call to reschedule and check they still have medicine",
  },
  distress: {
    priority: "high",
    clause: "sounds distressed",
    insight: "Emotional distress or stigma",
    step: "Offer counselling and peer support",
  },
  breastfeeding: {
    priority: "high",
    clause: "is breastfeeding",
    insight: "Breastfeeding",
    step: "Check their viral load and infant follow-up",
  },
} as const satisfies Record<string, Finding>;

function has(text: string, rule: RuleName): Span[] {
  return findSpans(text, COMPILED[rule]);
}

/**
 * A request for PEP, or sex with a positive partner, placed in time by the durations near
 * it (the reader of danger reads the exposures themselves: a burst condom, a shared needle).
 */
function exposureFindings(
  text: string,
  durations: readonly Duration[],
  rule: "pepRequest" | "sexWithPositive",
  untimed: Finding,
): Finding[] {
  const spans = has(text, rule);
  if (spans.length === 0) return [];
  const near = durationsNear(text, spans, durations).filter((duration) => duration.direction !== "future");
  const soonest = Math.min(...near.map((duration) => duration.hours));
  if (near.length > 0 && soonest <= 72) return [FIXED_FINDINGS.exposureRecent];
  if (near.length > 0) return [FIXED_FINDINGS.exposurePast];
  return [untimed];
}

const WEEK_HOURS = 168;

function supplyHorizonText(hours: number): string {
  if (hours < 24) return "today";
  if (hours < 48) return "tomorrow";
  const days = Math.round(hours / 24);
  if (days < 14) return `in ${days} days`;
  if (days < 60) return `in about ${Math.round(days / 7)} weeks`;
  return `in about ${Math.round(days / 30)} months`;
}

function arvOutFinding(clause: string): Finding {
  return {
    priority: "urgent",
    clause,
    insight: "Out of ARVs or about to run out",
    step: "Arrange a refill delivery today",
  };
}

function supplyFindings(text: string, durations: readonly Duration[]): Finding[] {
  if (has(text, "arvOut").length > 0) return [arvOutFinding("says their pills have run out")];
  const lowSpans = has(text, "arvLow");
  if (lowSpans.length === 0) return [];
  const near = durationsNear(text, lowSpans, [...durations, ...pillCounts(text)]);
  if (near.some((duration) => duration.direction === "past"))
    return [arvOutFinding("says their pills have run out")];
  if (near.length === 0) return [arvOutFinding("says they are running out of pills")];
  const horizon = Math.min(...near.map((duration) => duration.hours));
  const when = supplyHorizonText(horizon);
  if (horizon <= WEEK_HOURS) return [arvOutFinding(`says their pills run out ${when}`)];
  return [
    {
      priority: "medium",
      clause: `says their pills run out ${when}`,
      insight: "Refill due, stock left",
      step: "Schedule the refill delivery before the stock runs out",
    },
  ];
}

/** The reader of danger's categories as the navigator reads them (one reader for chat and forms). */
const DANGER_FINDINGS: Record<SafetyCategory, Finding> = {
  suicidal_thoughts: FIXED_FINDINGS.suicidal,
  self_harm: FIXED_FINDINGS.suicidal,
  violence_or_sexual_assault: FIXED_FINDINGS.violence,
  hiv_exposure_within_72h: FIXED_FINDINGS.exposureRecent,
  severe_symptoms: FIXED_FINDINGS.severeSymptoms,
  out_of_arvs: arvOutFinding("says their pills have run out"),
  treatment_interruption: FIXED_FINDINGS.missedDoses,
  emotional_distress: FIXED_FINDINGS.distress,
  earlier_hiv_exposure: FIXED_FINDINGS.exposurePast,
  symptoms_to_check: {
    priority: "high",
    clause: "reports symptoms to check",
    insight: "Symptoms to check",
    step: "Arrange a clinician review of the symptoms",
  },
};

/** A high reading is always urgent, a medium one at least high: nothing here lowers it. */
const PRIORITY_OF_RISK: Record<RiskLevel, Priority> = { high: "urgent", medium: "high", low: "low" };

/**
 * The shared reader of danger (src/shared/danger) on the same words: its findings, at the
 * priority its reading demands, join the navigator-only ones. An exposure told without a
 * time asks the navigator to find out when, since PEP only works within 72 hours.
 */
function dangerFindings(reading: DangerReading, words: string): Finding[] {
  const floor = PRIORITY_OF_RISK[reading.risk_level];
  const untimed = eventTiming(normalizeText(words)) === "unknown";
  return reading.categories.map((category) => {
    const finding =
      category === "hiv_exposure_within_72h" && untimed
        ? FIXED_FINDINGS.exposureEventUntimed
        : DANGER_FINDINGS[category];
    return { ...finding, priority: higherPriority(finding.priority, floor) };
  });
}

/** One finding per insight, the most serious kept, the most serious first. */
function mergeFindings(findings: Finding[]): Finding[] {
  const byInsight = new Map<string, Finding>();
  for (const finding of findings) {
    const kept = byInsight.get(finding.insight);
    if (!kept || higherPriority(kept.priority, finding.priority) !== kept.priority)
      byInsight.set(finding.insight, finding);
  }
  return [...byInsight.values()].sort(byPriority);
}

function detectFindings(text: string): Finding[] {
  const durations = extractDurations(text);
  const simple = (rules: RuleName | RuleName[], finding: Finding): Finding[] =>
    [rules].flat().some((rule) => has(text, rule).length > 0) ? [finding] : [];
  // In this order within a priority; mergeFindings puts the most serious first.
  return [
    ...exposureFindings(text, durations, "pepRequest", FIXED_FINDINGS.exposureEventUntimed),
    ...exposureFindings(text, durations, "sexWithPositive", FIXED_FINDINGS.exposureGenericUntimed),
    ...simple("severeSymptoms", FIXED_FINDINGS.severeSymptoms),
    ...supplyFindings(text, durations),
    ...simple("missedDoses", FIXED_FINDINGS.missedDoses),
    ...simple("pregnancy", FIXED_FINDINGS.pregnancy),
    ...simple("privacyBreach", FIXED_FINDINGS.privacyBreach),
    ...simple("newPositive", FIXED_FINDINGS.newPositive),
    ...simple("sideEffects", FIXED_FINDINGS.sideEffects),
    ...simple("highViralLoad", FIXED_FINDINGS.highViralLoad),
    ...simple("missedAppointment", FIXED_FINDINGS.missedAppointment),
    ...simple("distress", FIXED_FINDINGS.distress),
    ...simple("breastfeeding", FIXED_FINDINGS.breastfeeding),
  ];
}

// ---------------------------------------------------------------------------------------
// Topics and routine handling
// ---------------------------------------------------------------------------------------

interface Routine {
  priority: Priority;
  /** "asks for ART delivery", "enquires about a partnership" */
  request: string | null;
  insight: string;
  step: string;
}

const SERVICE_REQUESTS: Record<ServiceType, { request: string; insight: string; step: string }> = {
  art: {
    request: "asks for ART delivery",
    insight: "Routine ART delivery application",
    step: "Review the application and arrange the delivery",
  },
  prep: {
    request: "asks for PrEP",
    insight: "Routine PrEP application",
    step: "Review the application and book a PrEP start visit with an HIV test",
  },
  testing: {
    request: "asks for HIV testing",
    insight: "Routine testing application",
    step: "Review the application and book a testing visit",
  },
  peer_support: {
    request: "asks for peer support",
    insight: "Peer support application",
    step: "Review the application and assign a peer navigator",
  },
};

const MESSAGE_TOPICS: ReadonlyArray<{ rule: RuleName } & Routine> = [
  {
    rule: "topicComplaint",
    priority: "medium",
    request: "makes a complaint about the service",
    insight: "Complaint",
    step: "Reply today and pass it to the team lead",
  },
  {
    rule: "topicArt",
    priority: "medium",
    request: "asks about ART",
    insight: "ART question",
    step: "Reply with next steps",
  },
  {
    rule: "topicPrep",
    priority: "medium",
    request: "asks about PrEP",
    insight: "PrEP question",
    step: "Reply and offer a PrEP visit",
  },
  {
    rule: "topicTesting",
    priority: "medium",
    request: "asks about HIV testing",
    insight: "Testing question",
    step: "Reply and offer a testing visit",
  },
  {
    rule: "topicPeer",
    priority: "medium",
    request: "asks about peer support",
    insight: "Peer support question",
    step: "Reply and offer a peer navigator",
  },
  {
    rule: "topicHelp",
    priority: "medium",
    request: "asks for help",
    insight: "Request for help",
    step: "Reply to ask what they need",
  },
  {
    rule: "topicPartnership",
    priority: "low",
    request: "makes a partnership or organisational enquiry",
    insight: "Partnership or organisational enquiry",
    step: "Forward to the partnerships lead",
  },
  {
    rule: "topicFeedback",
    priority: "low",
    request: "shares feedback",
    insight: "Feedback",
    step: "Thank them and share it with the team",
  },
];

const GENERAL_QUESTION: Routine = {
  priority: "low",
  request: "asks a general question",
  insight: "General enquiry",
  step: "Reply when convenient",
};

function isServiceType(value: unknown): value is ServiceType {
  return (SERVICE_TYPES as readonly unknown[]).includes(value);
}

function routineFor(input: TriageInput, text: string): Routine {
  if (input.kind === "application") {
    if (isServiceType(input.serviceType))
      return { priority: "medium", ...SERVICE_REQUESTS[input.serviceType] };
    return {
      priority: "medium",
      request: "applies for a service",
      insight: "Service application",
      step: "Review the application",
    };
  }
  const topic = MESSAGE_TOPICS.find((candidate) => has(text, candidate.rule).length > 0);
  return topic ?? GENERAL_QUESTION;
}

// ---------------------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------------------

const REGION_NAMES: Record<Region, string> = {
  kampala: "Kampala",
  masaka: "Masaka",
  mbarara: "Mbarara",
  fort_portal: "Fort Portal",
};

function regionName(region: TriageInput["region"]): string | null {
  return (REGIONS as readonly unknown[]).includes(region) ? REGION_NAMES[region as Region] : null;
}

function joinClauses(clauses: readonly string[]): string {
  if (clauses.length <= 1) return clauses.join("");
  return `${clauses.slice(0, -1).join(", ")} and ${clauses[clauses.length - 1]}`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** Lowercases a joined step's first letter, but not an acronym's ("PEP"). */
const decapitalise = (text: string): string =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

function summarise(input: TriageInput, routine: Routine, findings: readonly Finding[]): string {
  const who = input.kind === "application" ? "Client" : "Sender";
  const region = regionName(input.region);
  const subject = region ? `${who} in ${region}` : who;
  const top = findings.slice(0, 2);
  // A message's topic adds little next to a serious finding; an application's service does.
  const request = input.kind === "application" || top.length === 0 ? routine.request : null;
  const clauses = [...(request ? [request] : []), ...top.map((finding) => finding.clause)];
  const first = `${subject} ${joinClauses(clauses)}.`;

  const lead = findings[0];
  const steps = lead ? findings.filter((finding) => finding.priority === lead.priority).slice(0, 2) : [];
  const uniqueSteps = [...new Set((steps.length > 0 ? steps : [routine]).map((entry) => entry.step))];
  const [leadStep = routine.step, ...otherSteps] = uniqueSteps;
  return `${first} ${[capitalise(leadStep), ...otherSteps.map(decapitalise)].join("; ")}.`;
}

function insightsFor(routine: Routine, findings: readonly Finding[]): string[] {
  const signals = findings.length > 0 ? findings.map((finding) => finding.insight) : [routine.insight];
  const steps = findings.length > 0 ? findings.map((finding) => finding.step) : [routine.step];
  return [...new Set([...signals, ...steps])];
}

/**
 * A step for someone with no number to call: "Call them now and ..." becomes "Reach them
 * now and ...", "Call today to ..." "Reach them today to ...", by whatever way the case
 * shows (the app, SMS to a number left later, e-mail).
 */
export function withoutCalling<T extends { step: string }>(entry: T): T {
  return { ...entry, step: entry.step.replace(/^Call (them )?/, "Reach them ") };
}

export function triage(input: TriageInput): TriageResult {
  const words = [input.subject ?? "", input.text].join(". ");
  const text = normaliseForTriage(words);
  const callable = <T extends { step: string }>(entry: T) =>
    input.canCall === false ? withoutCalling(entry) : entry;
  const danger = readDanger(words);
  const findings = mergeFindings([...detectFindings(text), ...dangerFindings(danger, words)]).map(callable);
  const routine = callable(routineFor(input, text));
  const topFinding = findings[0];
  const priority = topFinding ? higherPriority(routine.priority, topFinding.priority) : routine.priority;
  return {
    priority,
    crisis: danger.risk_level === "high",
    ai_summary: summarise(input, routine, findings),
    ai_insights: insightsFor(routine, findings),
  };
}
