import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type TLocale } from '@spona/contracts';
import type { TNamespace } from '@spona/i18n';
import { applyDocumentLanguage, detectInitialLocale, isLocale } from './language';

/**
 * The texts come in chunks per language and group, downloaded when first needed (issue 7: the first
 * visit loads one language, and only the texts of the shell and the logged-out pages):
 * - `shell`: every page (navbars, home, sign-in, registration, banners, errors);
 * - `features`: the feature pages (profile, settings, search, messenger, dashboard, campaigns),
 *   loaded with the first of them (`loadFeatureTexts`);
 * - `info`: the info pages (about, support, privacy), loaded with the first of them
 *   (`loadInfoTexts`; issue 19: not in the texts every signed-in page waits for).
 */
type TCatalogueGroup = 'shell' | 'features' | 'info' | (string & {});
type TCatalogue = Partial<Record<TNamespace, object>>;

/** A text group's loader per language. */
export type TTextGroupLoaders = Record<TLocale, () => Promise<TCatalogue>>;

const CATALOGUE_LOADERS: Record<TCatalogueGroup, TTextGroupLoaders> = {
  shell: {
    hr: async () => (await import('./catalogues/hr')).catalogue,
    en: async () => (await import('./catalogues/en')).catalogue,
  },
  features: {
    hr: async () => (await import('./catalogues/hrFeatures')).catalogue,
    en: async () => (await import('./catalogues/enFeatures')).catalogue,
  },
  info: {
    hr: async () => (await import('./catalogues/hrInfo')).catalogue,
    en: async () => (await import('./catalogues/enInfo')).catalogue,
  },
};

/** The namespace `t('key')` reads when a key names no namespace. */
const DEFAULT_NAMESPACE = 'common' satisfies TNamespace;

/**
 * The app's one i18next instance. It starts without texts: `prepareI18n()` loads the first language
 * before the app renders, a language switch (`LanguageProvider`) loads the new one before showing it.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: detectInitialLocale(),
  // SPEC §1: English is the fallback.
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyDocumentLanguage(language);
});

/** The locale the interface is shown in now. */
export function getCurrentLocale(): TLocale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}

/** The groups the app has needed so far; a language switch loads all of them for the new language. */
const neededGroups = new Set<TCatalogueGroup>(['shell']);
const loadedGroups = new Set<string>();
const loadingGroups = new Map<string, Promise<void>>();

function loadGroup(locale: TLocale, group: TCatalogueGroup): Promise<void> {
  const key = `${locale}:${group}`;
  let loading = loadingGroups.get(key);
  if (!loading) {
    loading = CATALOGUE_LOADERS[group]![locale]().then(
      (catalogue) => {
        for (const [namespace, texts] of Object.entries(catalogue)) {
          i18n.addResourceBundle(locale, namespace, texts, true, true);
        }
        loadedGroups.add(key);
      },
      (error: unknown) => {
        // A failed download (offline, a new release) may be tried again.
        loadingGroups.delete(key);
        throw error;
      },
    );
    loadingGroups.set(key, loading);
  }
  return loading;
}

/** Whether every text group needed so far is in for `locale`, so switching to it needs no download. */
export function isLocaleLoaded(locale: TLocale): boolean {
  return [...neededGroups].every((group) => loadedGroups.has(`${locale}:${group}`));
}

/** Downloads the text groups needed so far for `locale` (each once). */
export async function loadLocale(locale: TLocale): Promise<void> {
  await Promise.all([...neededGroups].map((group) => loadGroup(locale, group)));
}

/** Downloads a group's texts in the language shown now (and in any language switched to later). */
async function loadNeededGroup(group: TCatalogueGroup): Promise<void> {
  neededGroups.add(group);
  await loadGroup(getCurrentLocale(), group);
}

/** The feature pages' texts (profile, search, messenger...). */
export const loadFeatureTexts = () => loadNeededGroup('features');

/** The info pages' texts (about, support, privacy). */
export const loadInfoTexts = () => loadNeededGroup('info');

/**
 * Issue 17: a text group a lazy chunk brings along with its own loaders (the console's), so that
 * nothing of it is in the shell; loaded now in the language shown, and in any language switched to.
 */
export async function loadTextGroup(group: string, loaders: TTextGroupLoaders): Promise<void> {
  CATALOGUE_LOADERS[group] ??= loaders;
  await loadNeededGroup(group);
}

/** Loads the first language (SPEC §1 detection) before the app renders (`main.tsx`). */
export async function prepareI18n(): Promise<void> {
  const locale = getCurrentLocale();
  await loadLocale(locale);
  // Sets the resolved language now that the texts are in.
  await i18n.changeLanguage(locale);
}
