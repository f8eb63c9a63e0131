/** Text with only `{name}` placeholders: no ICU syntax (plural, select, number styles) and no apostrophe (ICU's quote). */
export const SIMPLE_MESSAGE = /^[^{}']*(?:\{\w+\}[^{}']*)*$/;
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The message filled directly, as ICU MessageFormat fills it, when it is simple: a placeholder takes its text, a number
 * as `String(n)` (ICU writes a bare `{n}` so), null or undefined as nothing; a message missing a value reads as
 * written (ICU's missing-value error, which formatIcu answers with the message). Any other value goes to ICU.
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

type Formatter = { format(values?: Record<string, unknown>): unknown };
type FormatterClass = new (
  message: string,
  locale: string,
  formats?: undefined,
  options?: { ignoreTag: boolean },
) => Formatter;

let IntlMessageFormat: FormatterClass | undefined;
let icuLoading: Promise<void> | undefined;
const formatters = new Map<string, Formatter | null>();

/**
 * ICU MessageFormat (intl-messageformat, about 10 KB gzipped), fetched with the strings beyond the respondent's pages
 * (`loadAllMessages`): those are the only messages with plurals (i18n.test.ts keeps every message of a respondent's
 * pages simple), so a respondent's page never downloads it.
 */
export function loadIcu(): Promise<void> {
  icuLoading ??= import('intl-messageformat').then((module) => {
    IntlMessageFormat = module.IntlMessageFormat as unknown as FormatterClass;
  });
  icuLoading.catch(() => (icuLoading = undefined));
  return icuLoading;
}

/**
 * A message that is not simple (plurals, select, number styles, quotes) formatted by ICU MessageFormat in `language`;
 * one formatter per message and language, made on first use. A message ICU cannot parse or fill reads as written.
 * Before ICU has arrived (no page's strings need it before: see loadIcu) the message reads as written too.
 */
export function formatIcu(res: string, language: string, params: Record<string, unknown> | undefined): string {
  if (!IntlMessageFormat) {
    void loadIcu().catch(() => undefined);
    return res;
  }
  const memo = `${language}\u0000${res}`;
  let formatter = formatters.get(memo);
  if (formatter === undefined) {
    try {
      // Tags (<b>) are text here: React renders the result as text.
      formatter = new IntlMessageFormat(res, language, undefined, { ignoreTag: true });
    } catch {
      formatter = null;
    }
    formatters.set(memo, formatter);
  }
  if (!formatter) return res;
  try {
    return String(formatter.format(params));
  } catch {
    return res;
  }
}
