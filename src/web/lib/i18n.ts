/**
 * i18next with one JSON file per namespace and language, loaded on demand: a page
 * downloads only the strings it shows. English is the fallback; detection order is
 * local storage, browser language, html tag (spec section 9).
 */
import i18n, { type BackendModule } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { STORAGE_KEYS } from "@shared/constants";

export const LANGUAGES = ["en", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];

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

export function initI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: "en",
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      ns: ["common"],
      defaultNS: "common",
      fallbackNS: "common",
      interpolation: { escapeValue: false },
      detection: {
        order: ["localStorage", "navigator", "htmlTag"],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ["localStorage"],
      },
      react: { useSuspense: true },
    });
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language.startsWith("sw") ? "sw" : "en";
  });
  return i18n;
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === "sw" ? "sw" : "en";
}

export default i18n;
