/**
 * When did it happen? PEP only works when started within 72 hours, and an assault
 * described as years old calls for support rather than an emergency response, so the
 * safety rules need a rough reading of time words in English, Swahili and Luganda.
 */
import { compilePhrase } from "./phrase";

const RECENT = [
  "(today|tonight|tonite|2day|2nite)",
  "(this|dis) (morning|afternoon|evening|night|week)",
  "(last|lst) (night|nite)",
  "(yesterday|yestaday|yday|ystd)",
  "(hours|hour|hrs|hr|minutes|mins) ago",
  "(a|an|one|two|three|few|couple of|1|2|3|24|48|72) (hours|hour|hrs|hr)",
  "(a|one|two|three|1|2|3|couple of|few) (days|day) (ago|back)",
  "(two|three|2|3) days",
  "day before yesterday",
  "just now",
  "earlier today",
  // Swahili
  "(leo|jana|juzi|usiku|asubuhi|masaa|mchana)",
  "saa (chache|kadhaa|moja|mbili|tatu)",
  "siku (moja|mbili|tatu|1|2|3)",
  // Luganda
  "(lero|leero|egulo|jo|ekiro|enkya)",
];

const PAST_DAYS =
  "(four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|many|several|{[4-9]|[1-9][0-9]})";

const OLD = [
  `${PAST_DAYS} (days|day)`,
  "(weeks|week|wks|wk|fortnight|months|month|years|year|yrs|yr)",
  // Swahili: wiki, mwezi, mwaka; siku 4 and more.
  "(wiki|mwezi|miezi|mwaka|miaka)",
  `siku (nne|tano|sita|saba|nane|tisa|kumi|${PAST_DAYS})`,
  // Luganda
  "(omwezi|emyezi|omwaka|emyaka)",
];

const LONG_AGO = [
  "(last|lst) year",
  "(years|year|yrs|months) (ago|back)",
  "when i was (a|) (child|kid|girl|boy|young|little|small|teenager)",
  "as a (child|kid|girl|boy|teenager)",
  "(mwaka|miaka) (jana|uliopita|iliyopita)",
  "nilipokuwa (mtoto|mdogo)",
  "(omwaka|emyaka) (ogwayita|egiyise)",
];

const compileAll = (phrases: string[]) => phrases.map(compilePhrase);
const RECENT_PATTERNS = compileAll(RECENT);
const OLD_PATTERNS = compileAll(OLD);
const LONG_AGO_PATTERNS = compileAll(LONG_AGO);

function anyMatch(patterns: RegExp[], normalized: string): boolean {
  return patterns.some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(normalized);
  });
}

export type EventTiming = "recent" | "old" | "unknown";

/** Recent wins over old: "two weeks ago and again last night" is still within 72 hours. */
export function eventTiming(normalized: string): EventTiming {
  if (anyMatch(RECENT_PATTERNS, normalized)) return "recent";
  if (anyMatch(OLD_PATTERNS, normalized)) return "old";
  return "unknown";
}

/** Months or years ago, or in childhood. */
export function happenedLongAgo(normalized: string): boolean {
  return anyMatch(LONG_AGO_PATTERNS, normalized);
}
