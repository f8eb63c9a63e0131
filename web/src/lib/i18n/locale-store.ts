import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/i18n/locale';

/** Interface language, kept in browser storage under `lang` (spec part 2 §7.5). */
export const LOCALE_KEY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** First supported language among: stored choice, then the browser's languages; English otherwise. */
export function pickLocale(stored: string | null | undefined, browser: readonly string[] = []): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  try {
    return pickLocale(localStorage.getItem(LOCALE_KEY), navigator.languages ?? []);
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = initialLocale();
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* storage may be blocked; the choice then lasts for this page only */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
