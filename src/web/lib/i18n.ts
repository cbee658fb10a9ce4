/**
 * The site's words, read through Lingui (decision 079): one catalogue per namespace and
 * language (locales/<language>/<namespace>.json, ICU MessageFormat, compiled at build by
 * compile-catalog.ts), loaded on demand, so a page downloads only the strings it shows.
 * `useTranslation(namespace)` suspends until its catalogues are here and gives `t`, which
 * looks a key up in the page's namespaces, then in "common" ("ns:key" names one).
 * Detection order: local storage, browser language, html tag (spec section 9).
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { setupI18n } from "@lingui/core";
import type { CompiledCatalog } from "./compile-catalog";
import { LANGUAGE_COOKIE, STORAGE_KEYS } from "@shared/constants";
import { SITE_LOCALES, isSiteLocale, type SiteLocale } from "@shared/domain/locale";

export const LANGUAGES = SITE_LOCALES;
export type Language = SiteLocale;

const COMMON = "common";

type CatalogLoaders = Record<string, () => Promise<{ default: CompiledCatalog }>>;
/** Each file's loader by its namespace ("../locales/en/home.json" is "home"). */
const byNamespace = (loaders: CatalogLoaders): CatalogLoaders =>
  Object.fromEntries(
    Object.entries(loaders).map(([path, load]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), load]),
  );

/**
 * Where each language's string files are. English's list is here; another language's is a
 * small file of its own (locales/<language>/index.ts), fetched when the page starts in it
 * or switches to it, so a first load carries one language's file names, not every language's.
 */
const ENGLISH_CATALOGS = import.meta.glob<{ default: CompiledCatalog }>("../locales/en/*.json");
const CATALOG_INDEXES: Record<Language, () => Promise<CatalogLoaders>> = {
  en: async () => byNamespace(ENGLISH_CATALOGS),
  sw: async () => byNamespace((await import("../locales/sw/index")).default),
  lg: async () => byNamespace((await import("../locales/lg/index")).default),
};
const catalogIndexes = new Map<Language, Promise<CatalogLoaders>>();

/**
 * The modules, from the project's root, the browser loads for these namespaces' strings in
 * `language`: the server names their code on a page it draws (decision 097).
 */
export function catalogModules(language: Language, namespaces: readonly string[]): string[] {
  return [
    ...(language === "en" ? [] : [`src/web/locales/${language}/index.ts`]),
    ...namespaces.map((namespace) => `src/web/locales/${language}/${namespace}.json`),
  ];
}

/** Starts fetching the list of `language`'s string files (a page's start calls it early). */
export function prepareLanguage(language: Language): Promise<CatalogLoaders> {
  let index = catalogIndexes.get(language);
  if (!index) {
    index = CATALOG_INDEXES[language]();
    // A failed download is tried again by the next call.
    index.catch(() => catalogIndexes.delete(language));
    catalogIndexes.set(language, index);
  }
  return index;
}

/** What "ns:key" may name: the string files (the same in every language), and catalogues added at hand. */
const NAMESPACES = new Set(Object.keys(byNamespace(ENGLISH_CATALOGS)));

const lingui = setupI18n({ locale: "en", messages: { en: {} } });

/** Per "language/namespace": here, on its way, or failed (shown by its keys, as i18next did). */
const catalogs = new Map<string, Promise<void> | "here" | "failed">();

function addCatalog(language: Language, namespace: string, catalog: CompiledCatalog) {
  lingui.load(
    language,
    Object.fromEntries(Object.entries(catalog).map(([key, message]) => [`${namespace}:${key}`, message])),
  );
  catalogs.set(`${language}/${namespace}`, "here");
  NAMESPACES.add(namespace);
}

/** Resolves once the catalogue is here or its download failed; `true` when it is here already. */
function loadCatalog(language: Language, namespace: string, retryFailed = false): Promise<void> | true {
  const key = `${language}/${namespace}`;
  const state = catalogs.get(key);
  if (state === "here" || (state === "failed" && !retryFailed)) return true;
  if (state instanceof Promise) return state;
  if (!NAMESPACES.has(namespace)) {
    catalogs.set(key, "failed");
    return true;
  }
  const loading = prepareLanguage(language)
    .then((loaders) => loaders[namespace]!())
    .then(
      (module) => addCatalog(language, namespace, module.default),
      () => void catalogs.set(key, "failed"),
    );
  catalogs.set(key, loading);
  return loading;
}

/** Loads these namespaces' strings in the current language (trying failed downloads again). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = currentLanguage();
  await Promise.all(namespaces.map((namespace) => loadCatalog(language, namespace, true)));
}

/** For tests: the catalogues at hand, loaded at once. */
export function addCatalogs(language: Language, byNamespace: Record<string, CompiledCatalog>) {
  for (const [namespace, catalog] of Object.entries(byNamespace)) addCatalog(language, namespace, catalog);
}

export interface TranslateOptions {
  /** The plural's number, and a value like any other. */
  count?: number;
  /** A list or group of messages, each formatted with the same values. */
  returnObjects?: boolean;
  defaultValue?: string;
  [value: string]: unknown;
}

/** A key, or keys tried in turn (the first one found is shown). */
export type TranslationKey = string | readonly string[];

export interface TFunction {
  (key: TranslationKey, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: TranslationKey, options?: TranslateOptions): string;
}

/** A list (numbered keys) or a group of messages, rebuilt from their dotted paths. */
function messagesUnder(prefix: string, values: TranslateOptions): unknown {
  const root: Record<string, unknown> = {};
  for (const id of Object.keys(lingui.messages)) {
    if (!id.startsWith(prefix)) continue;
    const path = id.slice(prefix.length).split(".");
    let node = root;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.pop() ?? ""] = lingui._(id, values);
  }
  const asLists = (node: unknown): unknown => {
    if (node === null || typeof node !== "object") return node;
    const entries = Object.entries(node).map(([key, child]) => [key, asLists(child)] as const);
    return entries.every(([key], index) => key === String(index))
      ? entries.map(([, child]) => child)
      : Object.fromEntries(entries);
  };
  return asLists(root);
}

/** The message's id in the catalogues (`namespace:path`), or null when none has it. */
function find(
  namespaces: readonly string[],
  key: string,
  options: TranslateOptions,
): { id: string; group: boolean } | null {
  const separator = key.indexOf(":");
  const named = separator > 0 && NAMESPACES.has(key.slice(0, separator));
  const searched = named ? [key.slice(0, separator)] : [...namespaces, COMMON];
  const path = named ? key.slice(separator + 1) : key;
  for (const namespace of searched) {
    const id = `${namespace}:${path}`;
    if (options.returnObjects && Object.keys(lingui.messages).some((message) => message.startsWith(`${id}.`)))
      return { id, group: true };
    if (id in lingui.messages) return { id, group: false };
  }
  return null;
}

function translate(
  namespaces: readonly string[],
  key: TranslationKey,
  options: TranslateOptions = {},
): unknown {
  const keys = typeof key === "string" ? [key] : key;
  for (const candidate of keys) {
    const found = find(namespaces, candidate, options);
    if (found) return found.group ? messagesUnder(`${found.id}.`, options) : lingui._(found.id, options);
  }
  // As i18next did: the key itself, without its namespace, shows where a string is missing.
  const last = keys[keys.length - 1] ?? "";
  return options.defaultValue ?? last.slice(last.indexOf(":") + 1);
}

/** `t` for these namespaces, outside React (a toast, an error page). */
export function fixedT(namespaces: string | readonly string[]): TFunction {
  const list = typeof namespaces === "string" ? [namespaces] : namespaces;
  return ((key: TranslationKey, options?: TranslateOptions) => translate(list, key, options)) as TFunction;
}

const listeners = new Set<() => void>();
lingui.on("change", () => listeners.forEach((listener) => listener()));
/** Calls `listener` after each change of language; returns what stops it. */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** While the server draws a page: the namespaces it read, so the browser has them first. */
let drawing: Set<string> | null = null;

export function recordNamespaces(): { used(): string[] } {
  const used = new Set<string>();
  drawing = used;
  return { used: () => [...used] };
}

/** The language the site is shown in, without waiting for any strings. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/**
 * The strings of these namespaces (the first is searched first, "common" last) and the
 * language they are in. Suspends while they download, unless `useSuspense` is false: then
 * `ready` says whether they are here.
 */

export function useTranslation(
  namespaces: string | readonly string[] = COMMON,
  { useSuspense = true }: { useSuspense?: boolean } = {},
): { t: TFunction; language: Language; ready: boolean } {
  const language = useLanguage();
  const list = typeof namespaces === "string" ? [namespaces] : namespaces;
  const key = list.join(" ");
  if (drawing) for (const namespace of [...list, COMMON]) drawing.add(namespace);
  const pending = [...list, COMMON]
    .map((namespace) => loadCatalog(language, namespace))
    .filter((state) => state !== true);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's contents
  const t = useMemo(() => fixedT(list), [key, language]);
  const ready = pending.length === 0;
  // Without suspense, the part draws again once its strings are here.
  const [, arrived] = useState(0);
  useEffect(() => {
    if (ready || useSuspense) return;
    let mounted = true;
    void Promise.all(pending).then(() => mounted && arrived((count) => count + 1));
    return () => void (mounted = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `pending` follows from these
  }, [ready, useSuspense, key, language]);
  if (!ready && useSuspense) throw Promise.all(pending);
  return { t, language, ready };
}

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

/** Shows the strings of `language` (its catalogues of the namespaces in use first, so no part waits). */
async function activate(language: Language) {
  const inUse = [...catalogs.keys()]
    .filter((key) => key.startsWith(`${currentLanguage()}/`))
    .map((key) => key.slice(key.indexOf("/") + 1));
  await Promise.all(inUse.map((namespace) => loadCatalog(language, namespace)));
  lingui.load(language, {});
  lingui.activate(language);
  // Set only when it changes: setting it anew has the browser match every element's style again.
  if (typeof document !== "undefined" && document.documentElement.lang !== language)
    document.documentElement.lang = language;
}

/** Switches the language and remembers the choice on this device. */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The choice lasts for this page only.
  }
  tellServer(language);
  await activate(language);
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

/**
 * Sets the language the app starts in. `language` is given when the page is drawn ahead of
 * time, away from any browser, and when the browser takes over a page drawn in it.
 */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await activate(language);
  if (typeof document !== "undefined") mirrorStoredChoice();
}

export function currentLanguage(): Language {
  return isSiteLocale(lingui.locale) ? lingui.locale : "en";
}
