import type { Big5ItemLocale } from '@shared/sections/big5/item-locales';

/**
 * A language in its own name ("Deutsch", "ไทย", "português (Brasil)"), as its speakers look for it, whatever the
 * interface language; the package's English name where the browser has no name for it.
 */
export function nativeLanguageName(id: string, fallback: string): string {
  if (Object.prototype.hasOwnProperty.call(OWN_NAMES, id)) return OWN_NAMES[id as Big5ItemLocale];
  const key = `${id}\u0000${fallback}`;
  let name = named.get(key);
  if (name === undefined) {
    name = ownName(id, fallback);
    named.set(key, name);
  }
  return name;
}

/**
 * The statement languages' own names, as `Intl.DisplayNames` gives them (language-name.test.ts checks they still
 * do): building one `Intl.DisplayNames` per language took a low-tier phone a long task on the Big Five's first screen.
 */
const OWN_NAMES: Readonly<Record<Big5ItemLocale, string>> = {
  en: 'English',
  'zh-cn': '中文（中国）',
  'zh-hk': '中文（中國香港特別行政區）',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
  id: 'Indonesia',
  ur: 'اردو',
  de: 'Deutsch',
  ja: '日本語',
  it: 'Italiano',
  th: 'ไทย',
  tr: 'Türkçe',
  hy: 'Հայերեն',
  uk: 'Українська',
  da: 'Dansk',
  no: 'Norsk',
  is: 'Íslenska',
  fi: 'Suomi',
  nl: 'Nederlands',
  ro: 'Română',
  sq: 'Shqip',
  sv: 'Svenska',
  sr: 'Српски',
  sl: 'Slovenščina',
  hr: 'Hrvatski',
  et: 'Eesti',
  'pt-br': 'Português (Brasil)',
  ar: 'العربية',
  he: 'עברית',
  pl: 'Polski',
  ko: '한국어',
  hu: 'Magyar',
  fa: 'فارسی',
  ca: 'Català',
  ss: 'Swati',
  cs: 'Čeština',
  bg: 'Български',
};

/** Names made for other codes, made once. */
const named = new Map<string, string>();

/** A language's own name from the runtime, or `fallback`. */
export function ownName(id: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([id], { type: 'language' }).of(id);
    if (!name || name.toLowerCase() === id.toLowerCase()) return fallback;
    return name.charAt(0).toLocaleUpperCase(id) + name.slice(1);
  } catch {
    return fallback;
  }
}
