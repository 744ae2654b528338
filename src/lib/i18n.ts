import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** German is the default and the fallback; English is the other language (spec section 1). */
export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
/** Where the last language choice is kept. */
export const LANGUAGE_STORAGE_KEY = 'locale';
/** The query item that sets the language (spec section 1). */
export const LANGUAGE_QUERY_KEY = 'locale';

/** Locale files of a language have the shape of the German ones: same keys, any strings. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** localStorage, or null where the browser blocks it (its mere access throws then). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStoredLanguage(storage: Storage | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeLanguage(storage: Storage | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** ?locale=en|de wins (and is kept as the latest choice), else the last choice, else German. */
export function detectLanguage(
  search: string = window.location.search,
  storage: Storage | null = browserStorage(),
): Language {
  const fromQuery = new URLSearchParams(search).get(LANGUAGE_QUERY_KEY);
  if (isLanguage(fromQuery)) {
    storeLanguage(storage, fromQuery);
    return fromQuery;
  }
  const stored = readStoredLanguage(storage);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function followDocumentLanguage(instance: I18n): void {
  const apply = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  instance.on('languageChanged', apply);
  apply(instance.language);
}

/** A namespace's texts in every language (the English ones have the German ones' shape). */
export type NamespaceTexts = Record<Language, object>;

/** Namespaces a feature's code registered when it loaded, and the instances to give them to. */
const registeredNamespaces = new Map<string, NamespaceTexts>();
const instances = new Set<WeakRef<I18n>>();

function addNamespace(instance: I18n, namespace: string, texts: NamespaceTexts): void {
  for (const language of SUPPORTED_LANGUAGES) {
    instance.addResourceBundle(language, namespace, texts[language], true, true);
  }
}

/**
 * Adds a feature's texts to every i18n instance, present and future. Each feature calls it in its `*-texts.ts`
 * module, which its components import for their `t`: the texts travel in the chunk of the feature's screens and are
 * there before any of its components renders, and the first screen's JavaScript carries only the shared texts.
 */
export function registerNamespace(namespace: string, texts: NamespaceTexts): void {
  if (registeredNamespaces.get(namespace) === texts) return;
  registeredNamespaces.set(namespace, texts);
  for (const reference of instances) {
    const instance = reference.deref();
    if (instance) addNamespace(instance, namespace, texts);
    else instances.delete(reference);
  }
}

/** The namespaces registered so far (the shared 'common' is given to createI18n directly). */
export function registeredNamespaceNames(): string[] {
  return [...registeredNamespaces.keys()];
}

/** A ready i18next instance with the given resources (synchronous: the resources are bundled). */
export function createI18n(resources: Resource, language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  for (const [namespace, texts] of registeredNamespaces) addNamespace(instance, namespace, texts);
  instances.add(new WeakRef(instance));
  followDocumentLanguage(instance);
  return instance;
}

/** The language switcher's action: switch and remember the choice. */
export function setLanguage(instance: I18n, language: Language): Promise<unknown> {
  storeLanguage(browserStorage(), language);
  return instance.changeLanguage(language);
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
