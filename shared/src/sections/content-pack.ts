import type { Locale } from '../i18n/locale';
import type { SectionKind } from './kinds';

/**
 * Content packs: the versioned, read-only question content of a section (CONTENT.md "Format").
 *
 * - English is the source locale. Every other locale records, in `source`, the hash of the English
 *   text it translates; when the English changes, the translation is found stale.
 * - A published version never changes. To change content, publish a new version; templates keep the
 *   version they were built with.
 * - Pure data, no I/O: the packs are imported, never loaded.
 */

/** A translatable text. `th`/`es` are optional: a missing translation falls back to English. */
export interface PackText {
  readonly en: string;
  readonly th?: string;
  readonly es?: string;
  /** Hash (`hashText`) of the English text the translations were made from. */
  readonly source?: string;
}

/** `YYYY.N`: year of publication and a sequence number within that year. */
export type PackVersion = `${number}.${number}`;
const VERSION_PATTERN = /^(\d{4})\.(\d+)$/;

export interface Attribution {
  /** What was used, e.g. "IPIP-NEO-120 items". */
  readonly work: string;
  readonly author: string;
  readonly licence: string;
  readonly url?: string;
  /** How it was used: copied, adapted, seeded, design model only. */
  readonly use: string;
}

export interface PackMeta<K extends SectionKind> {
  readonly kind: K;
  readonly version: PackVersion;
  /** ISO date of publication. */
  readonly publishedAt: string;
  /** Sources and licences; empty when the content is entirely in-house. */
  readonly attribution: readonly Attribution[];
  /** Caveats shown to the next editor (and, where it matters, to users). */
  readonly notes?: readonly PackText[];
}

/** Translation stamps: path of a text in the pack -> hash of the English it was translated from. */
export type TranslationStamps = Readonly<Record<string, string>>;

/** Hex hash of a string (cyrb53: 53 bits, pure JS, same result in the browser and on the server). */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export function isPackText(value: unknown): value is PackText {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as PackText).en === 'string'
  );
}

/** The text in `locale`, or the English when the translation is missing or empty. */
export function localize(text: PackText, locale: Locale): string {
  if (locale === 'en') return text.en;
  const translated = text[locale];
  return translated !== undefined && translated.trim() !== '' ? translated : text.en;
}

/** Replace every PackText in a structure by its string in `locale` (for payloads sent to a respondent). */
export type LocalizedPayload<T> = T extends PackText
  ? string
  : T extends readonly (infer U)[]
    ? LocalizedPayload<U>[]
    : T extends object
      ? { [P in keyof T]: LocalizedPayload<T[P]> }
      : T;

export function localizeDeep<T>(value: T, locale: Locale): LocalizedPayload<T> {
  if (isPackText(value)) return localize(value, locale) as LocalizedPayload<T>;
  if (Array.isArray(value)) return value.map((v: unknown) => localizeDeep(v, locale)) as LocalizedPayload<T>;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = localizeDeep(v, locale);
    return out as LocalizedPayload<T>;
  }
  return value as LocalizedPayload<T>;
}

/**
 * Every text of a pack with its path. Array elements are named by their `id` when they have one,
 * so a path survives reordering (`items.value_integrity.label`), else by index.
 */
export function collectTexts(value: unknown, path = ''): { path: string; text: PackText }[] {
  if (isPackText(value)) return [{ path, text: value }];
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) {
    return value.flatMap((v: unknown, i) => {
      const id =
        typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string'
          ? (v as { id: string }).id
          : String(i);
      return collectTexts(v, join(id));
    });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => collectTexts(v, join(k)));
  }
  return [];
}

export type StaleReason = 'english_changed' | 'unstamped';
export interface StaleTranslation {
  path: string;
  locales: Locale[];
  reason: StaleReason;
}

/**
 * Translations that no longer match their English source: the English was edited after translation
 * (`english_changed`), or a translation exists with no record of its source (`unstamped`).
 */
export function findStaleTranslations(pack: unknown): StaleTranslation[] {
  const stale: StaleTranslation[] = [];
  for (const { path, text } of collectTexts(pack)) {
    const locales = (['th', 'es'] as const).filter((l) => text[l] !== undefined && text[l] !== '');
    if (locales.length === 0) continue;
    if (text.source === undefined) stale.push({ path, locales, reason: 'unstamped' });
    else if (text.source !== hashText(text.en)) stale.push({ path, locales, reason: 'english_changed' });
  }
  return stale;
}

/** Translation stamps for every translated text as it stands now (used by scripts/stamp-translations.ts). */
export function currentStamps(raw: unknown): Record<string, string> {
  const stamps: Record<string, string> = {};
  for (const { path, text } of collectTexts(raw)) {
    if (text.th !== undefined || text.es !== undefined) stamps[path] = hashText(text.en);
  }
  return stamps;
}

/** Attach recorded stamps to a pack's texts: each text's `source` comes from `stamps[path]`. */
export function applyStamps<T>(raw: T, stamps: TranslationStamps, path = ''): T {
  if (isPackText(raw)) {
    const source = stamps[path];
    return (source === undefined ? { ...raw } : { ...raw, source }) as T;
  }
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(raw)) {
    return raw.map((v: unknown, i) => {
      const id =
        typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string'
          ? (v as { id: string }).id
          : String(i);
      return applyStamps(v, stamps, join(id));
    }) as T;
  }
  if (typeof raw === 'object' && raw !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) out[k] = applyStamps(v, stamps, join(k));
    return out as T;
  }
  return raw;
}

/** Deep-freeze so a published pack cannot be mutated at runtime either. */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) freezeDeep(v);
  }
  return value;
}

/** Build a published pack: validate the version, attach translation stamps, freeze. */
export function definePack<T extends PackMeta<SectionKind>>(raw: T, stamps: TranslationStamps): T {
  if (!VERSION_PATTERN.test(raw.version)) throw new Error(`pack ${raw.kind}: version ${raw.version} is not YYYY.N`);
  return freezeDeep(applyStamps(raw, stamps));
}

/** Order of two versions: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = VERSION_PATTERN.exec(a);
  const pb = VERSION_PATTERN.exec(b);
  if (!pa || !pb) throw new Error(`not a pack version: ${!pa ? a : b}`);
  return Number(pa[1]) - Number(pb[1]) || Number(pa[2]) - Number(pb[2]);
}

/** Canonical JSON (sorted keys) and its hash: what the published-pack pin test compares. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function packHash(pack: unknown): string {
  return hashText(canonicalJson(pack));
}

/** Text helper for authoring: `t('English', 'ไทย', 'Español')`. */
export function t(en: string, th?: string, es?: string): PackText {
  return { en, ...(th !== undefined ? { th } : {}), ...(es !== undefined ? { es } : {}) };
}
