/**
 * The words a whole text message may be, in the three languages (decision 081). A keyword
 * counts only as the whole message ("stop", "Stop!"), never inside a sentence: "how do I
 * stop the pills?" is a question.
 */
import type { SiteLocale } from "@shared/domain/locale";

export type SmsKeyword = "stop" | "start" | "help" | "call" | "delete";

const KEYWORDS: Record<SmsKeyword, Record<SiteLocale, readonly string[]>> = {
  stop: { en: ["STOP", "UNSUBSCRIBE", "END", "QUIT"], sw: ["ACHA", "SITISHA"], lg: ["KOMYA", "LEKERA"] },
  start: { en: ["START", "UNSTOP"], sw: ["ANZA"], lg: ["TANDIKA"] },
  help: { en: ["HELP", "INFO"], sw: ["MSAADA"], lg: ["YAMBA", "BUYAMBI"] },
  call: { en: ["CALL", "CALLBACK", "CALL ME"], sw: ["NIPIGIE", "PIGA"], lg: ["NKUBIRA", "KUBIRA"] },
  delete: { en: ["DELETE", "ERASE", "DELETE ALL"], sw: ["FUTA", "FUTA YOTE"], lg: ["SAZAAMU", "SANGULA"] },
};

/** The keyword each language uses in our own texts (the first of its list). */
export function keywordIn(keyword: SmsKeyword, language: SiteLocale): string {
  return KEYWORDS[keyword][language][0]!;
}

export function readKeyword(text: string): { keyword: SmsKeyword; language: SiteLocale } | null {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  for (const [keyword, languages] of Object.entries(KEYWORDS) as [
    SmsKeyword,
    Record<SiteLocale, readonly string[]>,
  ][]) {
    for (const [language, list] of Object.entries(languages) as [SiteLocale, readonly string[]][]) {
      if (list.includes(words)) return { keyword, language };
    }
  }
  return null;
}
