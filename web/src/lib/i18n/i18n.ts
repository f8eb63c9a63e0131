import type { Locale } from '@shared/i18n/locale';
import { isInterfaceLocale, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { RespondentLanguage } from './respondent/load';
import type { MessageKey } from './messages/en';
import respondentAppEn from 'virtual:messages/en/respondent';
import { getLocale, setLocale, subscribeLocale } from './locale-store';
import { addErrorTexts } from './error-catalogue';
import { loadIcu } from './icu-format';
import { addMessages, fixedT } from './message-store';

/**
 * The interface strings (message-store.ts), with ICU MessageFormat: `{name}` placeholders, and plural forms by the
 * language's own rules (`{n, plural, one {…} other {…}}`; Thai has only `other`). The catalogues are the per-feature
 * files in ./messages; a key missing in th or es falls back to English.
 * Simple messages are filled directly and ICU itself arrives with the strings beyond the respondent's pages (icu-format.ts).
 * The catalogues load in parts (./parts, web/message-part-plugin.ts): the strings the respondent's app shows
 * (respondent/keys.ts), whose English is in the entry; the rest of its catalogues (the employer's section setup and
 * results, the navigation) and every other page's, which load together. Thai and Spanish (with their error-catalogue
 * texts) are fetched when chosen (`loadLocale`), so a page carries one language, and the other pages' strings only
 * where needed.
 */
addMessages('en', respondentAppEn);

type Catalogue = Partial<Record<MessageKey, string>>;

/** Thai and Spanish strings every page may need (a respondent's pages' catalogues), with their error texts (and Thai's font, which may fail to arrive: system fonts then): fetched when the language is chosen. */
const RESPONDENT_PAGES: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  th: async () => {
    const [messages, errors] = await Promise.all([
      import('virtual:messages/th/respondent'),
      import('virtual:error-text/th/respondent'),
      import('./thai-font').catch(() => undefined),
    ]);
    addErrorTexts('th', errors.default);
    return messages.default;
  },
  es: async () => {
    const [messages, errors] = await Promise.all([
      import('virtual:messages/es/respondent'),
      import('virtual:error-text/es/respondent'),
    ]);
    addErrorTexts('es', errors.default);
    return messages.default;
  },
};

/**
 * The catalogues of the pages beyond the respondent's (accounts, teams, assessments, results, credits, toolbox,
 * support), per language, with that language's whole error catalogue (a respondent's pages have only their codes').
 */
const OTHER_PAGES: Record<Locale, () => Promise<Catalogue>> = {
  en: () =>
    withErrors(
      'en',
      import('virtual:error-text/en'),
      Promise.all([import('./parts/other-pages.en'), import('virtual:messages/en/beyond-respondent')]).then(
        ([m, rest]) => ({ ...rest.default, ...m.otherPagesEn }),
      ),
    ),
  th: () =>
    withErrors(
      'th',
      import('virtual:error-text/th'),
      Promise.all([import('./parts/other-pages.th'), import('virtual:messages/th/beyond-respondent')]).then(
        ([m, rest]) => ({ ...rest.default, ...m.otherPagesTh }),
      ),
    ),
  es: () =>
    withErrors(
      'es',
      import('virtual:error-text/es'),
      Promise.all([import('./parts/other-pages.es'), import('virtual:messages/es/beyond-respondent')]).then(
        ([m, rest]) => ({ ...rest.default, ...m.otherPagesEs }),
      ),
    ),
};

async function withErrors(
  locale: Locale,
  errors: Promise<{ default: Readonly<Record<string, string>> }>,
  messages: Promise<Catalogue>,
): Promise<Catalogue> {
  const [texts, catalogue] = await Promise.all([errors, messages]);
  addErrorTexts(locale, texts.default);
  return catalogue;
}

let everyPage = false;
const parts = new Map<string, Promise<void>>();

/** One part of a language's strings, fetched and added once, also when asked twice at once; a failed fetch is tried again. */
function loadPart(
  part: 'respondent-pages' | 'other-pages',
  locale: RespondentLocale,
  fetch: () => Promise<Catalogue>,
): Promise<void> {
  const key = `${part}:${locale}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = fetch().then((messages) => addMessages(locale, messages, part === 'other-pages'));
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

/**
 * Makes a language's strings available: the respondent's pages' catalogues, which every page may need (English's are
 * in the first script) and, once any page beyond the respondent's was opened (`loadAllMessages`), the others.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'en') await loadPart('respondent-pages', locale, RESPONDENT_PAGES[locale]);
  // ICU MessageFormat comes with these strings, the only ones with plurals.
  if (everyPage)
    await Promise.all([
      loadIcu(),
      loadPart('other-pages', 'en', OTHER_PAGES.en),
      loadPart('other-pages', locale, OTHER_PAGES[locale]),
    ]);
}

let allReady = false;
let allLoading: Promise<void> | undefined;
const allListeners = new Set<() => void>();

/**
 * The strings of every page, in English and the page's language, before a page that is not a respondent's shows
 * (a respondent's pages carry only their own catalogues, so the test's first screen downloads less).
 */
export function loadAllMessages(): Promise<void> {
  everyPage = true;
  allLoading ??= loadLocale(getLocale()).then(
    () => {
      allReady = true;
      allListeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      allLoading = undefined;
      throw error;
    },
  );
  return allLoading;
}

export const allMessagesReady = (): boolean => allReady;

export function subscribeAllMessages(listener: () => void): () => void {
  allListeners.add(listener);
  return () => allListeners.delete(listener);
}

let ready: Locale = getLocale();
const readyListeners = new Set<() => void>();

/**
 * The language the page shows: the chosen one once its texts (messages and error catalogue) are here, so a switch
 * of language changes the whole page at once, never half of it. At start-up it is the chosen one (main.tsx renders
 * after loading it).
 */
export const getReadyLocale = (): Locale => ready;

export function subscribeReadyLocale(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

// The language kept in browser storage (`lang`, spec part 2 §7.5) is the page's, once its catalogue is here.
subscribeLocale(() => {
  const locale = getLocale();
  void loadLocale(locale)
    .catch(() => undefined)
    .then(async () => {
      if (getLocale() !== locale) return;
      ready = locale;
      readyListeners.forEach((listener) => listener());
    });
});

/**
 * Which file holds a respondent language's screens (./respondent/load.ts): a chunk of its own, fetched with the first
 * language beyond en, th and es a respondent chooses, so the pages in en, th and es do not carry the list.
 */
const loadRespondentCatalogue = async (locale: RespondentLanguage) =>
  (await import('./respondent/load')).loadRespondentCatalogue(locale);

let respondentLanguage: RespondentLanguage | undefined;

/** The language a page shows: a respondent's language beyond the interface's while one is chosen, else the ready interface locale. */
export const getPageLanguage = (): string => respondentLanguage ?? ready;

/**
 * A respondent's language for their screens: en, th or es is the interface locale (kept in the browser as before); any
 * other is shown once its file is here (English for a key it lacks), without changing the interface locale.
 */
export async function setRespondentLanguage(locale: RespondentLocale): Promise<void> {
  if (isInterfaceLocale(locale)) {
    const changed = respondentLanguage !== undefined;
    respondentLanguage = undefined;
    setLocale(locale);
    if (changed) readyListeners.forEach((listener) => listener());
    return;
  }
  if (respondentLanguage === locale) return;
  await loadRespondentStrings(locale);
  respondentLanguage = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(locale);
  readyListeners.forEach((listener) => listener());
}

/**
 * Makes a respondent language's strings (its file in ./respondent, with its error texts) available to `translate`
 * without changing what the page shows: the respondent's feedback PDF is written in their language.
 */
export function loadRespondentStrings(locale: RespondentLanguage): Promise<void> {
  return loadPart('respondent-pages', locale, async () => {
    const catalogue = await loadRespondentCatalogue(locale);
    addErrorTexts(locale, catalogue.errors);
    return catalogue.messages;
  });
}

/**
 * Text of a key in a language, outside React (PDF documents): `loadLocale(locale)` first, or `loadRespondentStrings`
 * for a respondent language beyond en, th and es (a key its file lacks reads as English).
 */
export function translate(locale: RespondentLocale, key: MessageKey, params?: Record<string, string | number>): string {
  return fixedT(locale)(key, params);
}
