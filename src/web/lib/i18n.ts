/**
 * i18next with one JSON file per namespace and language, loaded on demand: a page
 * downloads only the strings it shows. English is the fallback; detection order is
 * local storage, browser language, html tag (spec section 9).
 */
import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_COOKIE, STORAGE_KEYS } from "@shared/constants";
import { SITE_LOCALES, isSiteLocale, type SiteLocale } from "@shared/domain/locale";

export const LANGUAGES = SITE_LOCALES;
export type Language = SiteLocale;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No strings for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export function supportedLanguage(code: string | null | undefined): Language | null {
  const base = code?.toLowerCase().split("-")[0];
  return isSiteLocale(base) ? base : null;
}

export function detectLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Storage can be blocked; the browser's language decides then.
  }
  const candidates = [
    stored,
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return "en";
}

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The server reads the choice from this cookie to send pages already in that language. */
function tellServer(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
}

/** Switches the language and remembers the choice on this device. */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The choice lasts for this page only.
  }
  tellServer(language);
  await i18n.changeLanguage(language);
}

/** A choice made before the cookie existed reaches the server from the next page on. */
function mirrorStoredChoice() {
  try {
    const stored = supportedLanguage(localStorage.getItem(STORAGE_KEYS.language));
    if (stored) tellServer(stored);
  } catch {
    // Nothing stored to mirror.
  }
}

/** `language` is given when the page is rendered ahead of time, away from any browser. */
export function initI18n(language: Language = detectLanguage()) {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: "en",
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      ns: ["common"],
      defaultNS: "common",
      fallbackNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  if (typeof document === "undefined") return i18n;
  mirrorStoredChoice();
  const setHtmlLang = (code: string) => {
    document.documentElement.lang = supportedLanguage(code) ?? "en";
  };
  i18n.on("languageChanged", setHtmlLang);
  setHtmlLang(i18n.language ?? "en");
  return i18n;
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === "sw" ? "sw" : "en";
}

export default i18n;
