import { fillSimple, formatIcu } from './icu-format';

type Messages = Readonly<Record<string, string>>;

/**
 * The interface's strings per language, and how a key becomes text. A language's strings arrive in parts (the
 * respondent's pages', every other page's, a respondent language's file: i18n.ts), each added here once; a key a
 * language lacks reads as English, and a key English lacks reads as the key. Simple messages (`{name}` placeholders
 * only) are filled directly; plurals and the rest go through ICU MessageFormat once it has arrived (icu-format.ts).
 *
 * Written here rather than taken from i18next: a candidate's first screen carries it, and i18next with its React
 * binding is about 15 KB of gzip JavaScript for what is, in this product, a lookup with an English fallback (the
 * formatting was already ours). docs/architecture.md "Interface languages".
 */
const catalogues = new Map<string, Messages>();
let version = 0;
const listeners = new Set<() => void>();

/**
 * Adds a part of a language's strings. `replace`: its texts win over the same keys already there (a later, fuller
 * part); otherwise the texts already there are kept.
 */
export function addMessages(language: string, messages: Messages, replace = false): void {
  const current = catalogues.get(language) ?? {};
  catalogues.set(language, replace ? { ...current, ...messages } : { ...messages, ...current });
  version++;
  listeners.forEach((listener) => listener());
}

/** A number that changes whenever strings are added, for React to render again (useT). */
export const messagesVersion = (): number => version;

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** `key` in `language`: its own text, else English's, else the key itself; placeholders filled from `params`. */
export function translateIn(language: string, key: string, params?: Record<string, unknown>): string {
  const text = catalogues.get(language)?.[key] ?? catalogues.get('en')?.[key];
  if (text === undefined) return key;
  return fillSimple(text, params) ?? formatIcu(text, language, params);
}

/** A `t` bound to one language. */
export const fixedT =
  (language: string): Translate =>
  (key, params) =>
    translateIn(language, key, params);
