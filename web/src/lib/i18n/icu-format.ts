type Parse = (
  res: string,
  options: Record<string, unknown> | undefined,
  lng: string,
  ns: string,
  key: string,
  info?: unknown,
) => string;
interface IcuParser {
  init(i18next: unknown, options?: unknown): void;
  parse(...args: Parameters<Parse>): string;
}

/** Text with only `{name}` placeholders: no ICU syntax (plural, select, number styles) and no apostrophe (ICU's quote). */
export const SIMPLE_MESSAGE = /^[^{}']*(?:\{\w+\}[^{}']*)*$/;
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The message filled directly, as i18next-icu fills it, when it is simple: a placeholder takes its text, a number
 * as `String(n)` (ICU writes a bare `{n}` so), null or undefined as nothing; a message missing a value reads as
 * written (ICU's missing-value error, which i18next-icu answers with the message). Any other value goes to ICU.
 */
export function fillSimple(res: string, options: Record<string, unknown> | undefined): string | undefined {
  if (!SIMPLE_MESSAGE.test(res)) return undefined;
  let missing = false;
  let other = false;
  const text = res.replace(PLACEHOLDER, (whole, name: string) => {
    if (!options || !(name in options)) {
      missing = true;
      return whole;
    }
    const value = options[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (value === undefined || value === null || value === false) return '';
    other = true;
    return whole;
  });
  if (missing) return res;
  return other ? undefined : text;
}

let icu: IcuParser | undefined;
let icuLoading: Promise<void> | undefined;
let boundTo: unknown = null;

/**
 * ICU MessageFormat (i18next-icu and intl-messageformat, about 12 KB gzipped), fetched with the strings beyond the
 * respondent's pages (`loadAllMessages`): those are the only messages with plurals (i18n.test.ts keeps every
 * message of a respondent's pages simple), so a respondent's page never downloads it.
 */
export function loadIcu(): Promise<void> {
  icuLoading ??= import('i18next-icu').then(({ default: ICU }) => {
    const parser = new (ICU as unknown as new () => IcuParser)();
    parser.init(boundTo);
    icu = parser;
  });
  icuLoading.catch(() => (icuLoading = undefined));
  return icuLoading;
}

/**
 * i18next's message format: a simple message is filled directly (no IntlMessageFormat, whose first use is the page's
 * first Intl call: about 20 ms of the candidate page's first screen in Chromium); plurals and the rest go through
 * i18next-icu once it has arrived. `icu-format.test.ts` checks both give the same text for every message of every
 * language.
 */
export class IcuFormat {
  static readonly type = 'i18nFormat';
  readonly type = 'i18nFormat';

  init(i18next: unknown): void {
    boundTo = i18next;
    icu?.init(i18next);
  }

  addLookupKeys(finalKeys: string[]): string[] {
    return finalKeys;
  }

  parse(...[res, options, lng, ns, key, info]: Parameters<Parse>): string {
    const filled = fillSimple(res, options);
    if (filled !== undefined) return filled;
    if (icu) return icu.parse(res, options, lng, ns, key, info);
    // Only before ICU has arrived, which no page's strings need (see loadIcu): the message as written, like ICU's own
    // answer to a message it cannot format.
    void loadIcu().catch(() => undefined);
    return res;
  }
}
