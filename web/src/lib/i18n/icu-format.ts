import ICU from 'i18next-icu';

type Parse = (res: string, options: Record<string, unknown> | undefined, lng: string, ns: string, key: string, info?: unknown) => string;
interface IcuParser {
  parse(...args: Parameters<Parse>): string;
}
const IcuBase = ICU as unknown as new () => IcuParser;

/** Text with only `{name}` placeholders: no ICU syntax (plural, select, number styles) and no apostrophe (ICU's quote). */
const SIMPLE = /^[^{}']*(?:\{\w+\}[^{}']*)*$/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** The message filled directly, when it is simple and every placeholder gets text (ICU would format a number). */
export function fillSimple(res: string, options: Record<string, unknown> | undefined): string | undefined {
  if (!SIMPLE.test(res)) return undefined;
  for (const [, name] of res.matchAll(PLACEHOLDER)) if (typeof options?.[name as string] !== 'string') return undefined;
  return res.replace(PLACEHOLDER, (_, name: string) => options?.[name] as string);
}

/**
 * i18next-icu, except that a message with only `{name}` placeholders filled with text is filled directly: building an
 * IntlMessageFormat makes the page's first Intl call (about 20 ms of the candidate page's first screen in Chromium,
 * four times that on Lighthouse's phone), which most messages do not need. Plurals, numbers and quotes go through
 * ICU as before; `icu-format.test.ts` checks the two give the same text for every message of every language.
 */
export class IcuFormat extends IcuBase {
  static readonly type = 'i18nFormat';

  override parse(...[res, options, lng, ns, key, info]: Parameters<Parse>): string {
    return fillSimple(res, options) ?? super.parse(res, options, lng, ns, key, info);
  }
}
