/**
 * The language a message is written in, so iCare answers a Swahili question in Swahili on
 * the English site. franc (trigram profiles of the UN Declaration of Human Rights) knows
 * English, Swahili and Luganda; it is asked to choose among these three only.
 *
 * A short message ("ok", "mko wapi", "oli otya") carries too few trigrams to tell these
 * languages apart, so it is not read, and the site's language stands. So does a close call.
 */
import { francAll } from "franc";
import type { AssistantLocale } from "@shared/domain/locale";

export type MessageLanguage = "en" | "sw" | "lg";

const FRANC_CODES: Record<string, MessageLanguage> = { eng: "en", swh: "sw", lug: "lg" };
const ONLY = Object.keys(FRANC_CODES);

/** Below these, a message is too short to read. */
const MIN_WORDS = 3;
const MIN_LETTERS = 12;
/** franc scores the best language 1; the runner-up must be clearly behind. */
const MAX_RUNNER_UP_SCORE = 0.8;

export function detectMessageLanguage(text: string): MessageLanguage | null {
  const words = text.match(/\p{L}+/gu) ?? [];
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  if (words.length < MIN_WORDS || letters < MIN_LETTERS) return null;
  const [best, runnerUp] = francAll(text, { only: ONLY, minLength: 1 });
  if (!best || best[0] === "und" || (runnerUp?.[1] ?? 0) > MAX_RUNNER_UP_SCORE) return null;
  return FRANC_CODES[best[0]] ?? null;
}

export interface ReplyLanguage {
  /** The language the reply is written in. */
  locale: AssistantLocale;
  /** Said first when the message's language is one iCare cannot answer in yet. */
  note: string | null;
}

const NOT_YET_IN_LUGANDA: Record<AssistantLocale, string> = {
  en: "I can't answer in Luganda yet, so here is my answer in English.",
  sw: "Bado siwezi kujibu kwa Luganda, kwa hiyo hili ni jibu langu kwa Kiswahili.",
};

/** The message's language when the knowledge base has it, else the site's, with a note. */
export function replyLanguage(text: string, siteLocale: AssistantLocale): ReplyLanguage {
  const detected = detectMessageLanguage(text);
  if (detected === "en" || detected === "sw") return { locale: detected, note: null };
  if (detected === "lg") return { locale: siteLocale, note: NOT_YET_IN_LUGANDA[siteLocale] };
  return { locale: siteLocale, note: null };
}
