/**
 * The safety classifier: deterministic, local, and always first. It reads a message in
 * English, Swahili or Luganda (misspelt, mixed) and says how urgent it is, why, and
 * what to tell the person right now. Nothing after it may lower its level.
 */
import { normalizeText } from "./normalize";
import { compilePhrase, findMatches, wordsAfter, wordsBefore, type PhraseMatch } from "./phrase";
import type { SiteLocale } from "../domain/locale";
import {
  CONDITIONALS,
  FUTURE_MARKERS,
  HYPOTHETICAL_MARKERS,
  MISSED_DAYS_PHRASES,
  NEGATIONS,
  ONGOING_RISK_PHRASES,
  PAST_HABIT_PHRASES,
  SAFETY_RULES,
  type RuleKind,
  type SafetyCategory,
  type SafetyRule,
} from "./rules";
import { DEFAULT_HIGH_RISK_NOTE, SAFETY_NOTES, type NoteKey } from "./notes";
import { eventTiming, happenedLongAgo } from "./time-expressions";

export type { SafetyCategory } from "./rules";
export type RiskLevel = "low" | "medium" | "high";

export interface DangerReading {
  risk_level: RiskLevel;
  categories: SafetyCategory[];
  safety_note: string | null;
}

const RISK_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

export function maxRiskLevel(...levels: RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>(
    (highest, level) => (RISK_RANK[level] > RISK_RANK[highest] ? level : highest),
    "low",
  );
}

/** Categories in the order their notes are shown: the most life-threatening first. */
const CATEGORY_ORDER: SafetyCategory[] = [
  "suicidal_thoughts",
  "self_harm",
  "violence_or_sexual_assault",
  "hiv_exposure_within_72h",
  "severe_symptoms",
  "out_of_arvs",
  "treatment_interruption",
  "emotional_distress",
  "earlier_hiv_exposure",
  "symptoms_to_check",
];

const NEGATION_WINDOW = 3;
const HYPOTHETICAL_WINDOW = 4;
const EXCEPT_BEFORE_WINDOW = 2;
const EXCEPT_AFTER_WINDOW = 4;
const MAX_HIGH_NOTES = 3;
const MAX_MEDIUM_NOTES = 2;

interface CompiledRule {
  kind: RuleKind;
  patterns: RegExp[];
  requiresAlso: RegExp[];
  exceptBefore: RegExp[];
  exceptAfter: RegExp[];
  exceptWithin: RegExp[];
  negatable: boolean;
  hypotheticalCancels: boolean;
  /** An event told as not having happened: "the condom did not break". */
  negatedInside: boolean;
}

function compileRule(rule: SafetyRule): CompiledRule {
  return {
    kind: rule.kind,
    patterns: rule.phrases.map(compilePhrase),
    requiresAlso: (rule.requiresAlso ?? []).map(compilePhrase),
    exceptBefore: (rule.exceptBefore ?? []).map(compilePhrase),
    exceptAfter: (rule.exceptAfter ?? []).map(compilePhrase),
    exceptWithin: (rule.exceptWithin ?? []).map(compilePhrase),
    negatable: rule.negatable ?? true,
    hypotheticalCancels: rule.kind === "exposure_event" || rule.kind === "exposure_unprotected",
    negatedInside: rule.kind === "exposure_event",
  };
}

interface CompiledReader {
  rules: CompiledRule[];
  missedDays: RegExp[];
  pastHabit: RegExp[];
  ongoingRisk: RegExp[];
}

let compiled: CompiledReader | undefined;

/**
 * The rules as patterns, compiled once: classification is then a few hundred regex scans.
 * Not at module load: the chat loads its code when the page is idle, and the compiling (about
 * 20 ms here, ten times that on a cheap phone) is then a task of its own
 * (`prepareDangerReader`), or the first reading's.
 */
function reader(): CompiledReader {
  compiled ??= {
    rules: SAFETY_RULES.map(compileRule),
    missedDays: MISSED_DAYS_PHRASES.map(compilePhrase),
    pastHabit: PAST_HABIT_PHRASES.map(compilePhrase),
    ongoingRisk: ONGOING_RISK_PHRASES.map(compilePhrase),
  };
  return compiled;
}

/** Compiles the rules ahead of the first reading, when there is time. */
export function prepareDangerReader(): void {
  reader();
}

function matchesAny(patterns: RegExp[], normalized: string): boolean {
  return patterns.some((pattern) => findMatches(pattern, normalized).length > 0);
}

/** Punctuation separates clauses, so "I don't know, I want to die" keeps its second half. */
function splitClauses(text: string): string[] {
  return text
    .split(/[.!?;,\n\r:]+/)
    .map(normalizeText)
    .filter((clause) => clause !== "");
}

function isCancelled(rule: CompiledRule, clause: string, match: PhraseMatch): boolean {
  const before = wordsBefore(clause, match.index, HYPOTHETICAL_WINDOW);
  if (rule.negatable && before.slice(-NEGATION_WINDOW).some((word) => NEGATIONS.has(word))) return true;
  // Between the event's words ("condom .. broke"): "the condom did not break", and in
  // Luganda, where "if" comes after the noun, "kondomu bwe yabika" (if the condom bursts).
  const inside = clause.slice(match.index, match.end).split(" ").slice(1, -1);
  if (rule.negatedInside && inside.some((word) => NEGATIONS.has(word))) return true;
  if (rule.negatedInside && inside.some((word) => CONDITIONALS.has(word))) return true;
  if (rule.hypotheticalCancels && before.some((word) => HYPOTHETICAL_MARKERS.has(word))) return true;
  if (matchesAny(rule.exceptWithin, clause)) return true;
  const justBefore = before.slice(-EXCEPT_BEFORE_WINDOW).join(" ");
  if (justBefore !== "" && matchesAny(rule.exceptBefore, justBefore)) return true;
  // Only what directly follows can excuse a match: "hit me with bad news", not "...and took my phone".
  const after = wordsAfter(clause, match.end, EXCEPT_AFTER_WINDOW).join(" ");
  return (
    after !== "" &&
    rule.exceptAfter.some((pattern) => findMatches(pattern, after).some((found) => found.index === 0))
  );
}

function ruleFires(rule: CompiledRule, clauses: string[], whole: string): boolean {
  if (rule.requiresAlso.length > 0 && !matchesAny(rule.requiresAlso, whole)) return false;
  return clauses.some((clause) =>
    rule.patterns.some((pattern) =>
      findMatches(pattern, clause).some((match) => !isCancelled(rule, clause, match)),
    ),
  );
}

interface Finding {
  category: SafetyCategory;
  level: RiskLevel;
  note: NoteKey;
}

/** Turns a fired rule into findings, reading time and history from the whole message. */
function resolveKind(kind: RuleKind, whole: string): Finding[] {
  switch (kind) {
    case "suicide":
      return [{ category: "suicidal_thoughts", level: "high", note: "suicidal_thoughts" }];
    case "suicide_someone_else":
      // "My friend killed himself last year": grief to support, not a life to save tonight.
      return happenedLongAgo(whole)
        ? [{ category: "emotional_distress", level: "medium", note: "emotional_distress" }]
        : [{ category: "suicidal_thoughts", level: "high", note: "suicidal_someone_else" }];
    case "self_harm":
      return matchesAny(reader().pastHabit, whole)
        ? [{ category: "emotional_distress", level: "medium", note: "emotional_distress" }]
        : [{ category: "self_harm", level: "high", note: "self_harm" }];
    case "sexual_assault":
      return resolveSexualAssault(whole);
    case "violence":
      return happenedLongAgo(whole)
        ? [{ category: "violence_or_sexual_assault", level: "medium", note: "violence_not_urgent" }]
        : [{ category: "violence_or_sexual_assault", level: "high", note: "violence" }];
    case "violence_not_urgent":
      return [{ category: "violence_or_sexual_assault", level: "medium", note: "violence_not_urgent" }];
    case "exposure_event":
    case "exposure_unprotected":
      return isEarlierExposure(whole)
        ? [{ category: "earlier_hiv_exposure", level: "medium", note: "earlier_hiv_exposure" }]
        : [{ category: "hiv_exposure_within_72h", level: "high", note: "hiv_exposure_within_72h" }];
    case "severe_symptom":
      return [{ category: "severe_symptoms", level: "high", note: "severe_symptoms" }];
    case "out_of_arvs":
      return missedDays(whole)
        ? [{ category: "out_of_arvs", level: "high", note: "out_of_arvs_missed" }]
        : [{ category: "out_of_arvs", level: "medium", note: "out_of_arvs" }];
    case "distress":
      return [{ category: "emotional_distress", level: "medium", note: "emotional_distress" }];
    case "symptom_to_check":
      return [{ category: "symptoms_to_check", level: "medium", note: "symptoms_to_check" }];
    case "interruption":
      return [{ category: "treatment_interruption", level: "medium", note: "treatment_interruption" }];
  }
}

/**
 * Older than 72 hours, or a habit with no recent event: "I sometimes have sex without a
 * condom" asks for PrEP, but "we always use condoms but yesterday it burst" is a PEP emergency.
 */
function isEarlierExposure(whole: string): boolean {
  const timing = eventTiming(whole);
  if (timing === "recent") return false;
  return timing === "old" || matchesAny(reader().ongoingRisk, whole);
}

/** Days already gone without pills; "my pills run out in 2 days" is a time ahead, not behind. */
function missedDays(whole: string): boolean {
  return reader().missedDays.some((pattern) =>
    findMatches(pattern, whole).some(
      (match) => !wordsBefore(whole, match.index, 2).some((word) => FUTURE_MARKERS.has(word)),
    ),
  );
}

/** An assault is always serious; while PEP can still work it is also an exposure emergency. */
function resolveSexualAssault(whole: string): Finding[] {
  if (happenedLongAgo(whole)) {
    return [{ category: "violence_or_sexual_assault", level: "medium", note: "violence_not_urgent" }];
  }
  const findings: Finding[] = [{ category: "violence_or_sexual_assault", level: "high", note: "violence" }];
  if (eventTiming(whole) !== "old") {
    findings.push({ category: "hiv_exposure_within_72h", level: "high", note: "sexual_assault" });
  }
  return findings;
}

/** One finding per category, the most serious kept (the first seen on a tie). */
function mergeFindings(findings: Finding[]): Finding[] {
  const byCategory = new Map<SafetyCategory, Finding>();
  for (const finding of findings) {
    const existing = byCategory.get(finding.category);
    if (!existing || RISK_RANK[finding.level] > RISK_RANK[existing.level])
      byCategory.set(finding.category, finding);
  }
  return CATEGORY_ORDER.flatMap((category) => byCategory.get(category) ?? []);
}

function composeNote(findings: Finding[], level: RiskLevel, locale: SiteLocale): string | null {
  if (level === "low") return null;
  const relevant = findings.filter((finding) => finding.level === level);
  const limit = level === "high" ? MAX_HIGH_NOTES : MAX_MEDIUM_NOTES;
  const keys = [...new Set(relevant.map((finding) => finding.note))].slice(0, limit);
  const parts = keys.map((key) => SAFETY_NOTES[key][locale]);
  if (level === "high") parts.push(DEFAULT_HIGH_RISK_NOTE[locale]);
  return parts.join(" ");
}

export function readDanger(text: string, locale: SiteLocale = "en"): DangerReading {
  const whole = normalizeText(text);
  const clauses = splitClauses(text);
  const kinds = reader()
    .rules.filter((rule) => ruleFires(rule, clauses, whole))
    .map((rule) => rule.kind);
  const findings = mergeFindings([...new Set(kinds)].flatMap((kind) => resolveKind(kind, whole)));
  const risk_level = maxRiskLevel(...findings.map((finding) => finding.level));
  return {
    risk_level,
    categories: findings.map((finding) => finding.category),
    safety_note: composeNote(findings, risk_level, locale),
  };
}
