import type { ErrorCode } from './catalogue';
import { interpolate, type Locale } from '../i18n/locale';

export type ErrorTexts = Readonly<Record<ErrorCode, string>>;

/** Each language's texts are a module (and, bundled, a chunk) of their own, imported the first time one is needed. */
const LOADERS: Record<Locale, () => Promise<{ default: ErrorTexts }>> = {
  en: () => import('./texts/en'),
  th: () => import('./texts/th'),
  es: () => import('./texts/es'),
};

const loaded: Partial<Record<Locale, Promise<ErrorTexts>>> = {};

/** The catalogue's texts in one language. */
export function errorTexts(locale: Locale): Promise<ErrorTexts> {
  return (loaded[locale] ??= LOADERS[locale]().then((m) => m.default));
}

/** A code's text in a language, with its `{name}` placeholders filled in. */
export async function errorMessage(
  code: ErrorCode,
  locale: Locale = 'en',
  params: Record<string, string | number> = {},
): Promise<string> {
  return interpolate((await errorTexts(locale))[code], params);
}
