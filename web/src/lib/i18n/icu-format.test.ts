import i18next from 'i18next';
import ICU from 'i18next-icu';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { th } from './messages/th';
import { es } from './messages/es';
import { fillSimple, IcuFormat, loadIcu } from './icu-format';
import { THOROUGH } from '../../../../test/support/property-runs';

const CATALOGUES = { en, th, es } as Record<string, Record<string, string | undefined>>;
/** Values a page passes: text (with ICU's special characters), numbers, nothing. `ABSENT` leaves the value out. */
const ABSENT = Symbol('absent');
const VALUES: unknown[] = [
  'Ada',
  "O'Brien & <b>Co</b>",
  '{not a placeholder}',
  '',
  0,
  7,
  1234.5,
  -2,
  12345678,
  null,
  undefined,
  false,
  ABSENT,
];
/**
 * Values tried per message: every one in a thorough run (npm run test:properties), otherwise 3, turning with the
 * message's place in its catalogue so that every value still meets hundreds of messages of each language.
 */
const VALUES_PER_MESSAGE = THOROUGH ? VALUES.length : 3;
const valuesFor = (index: number): unknown[] =>
  Array.from({ length: VALUES_PER_MESSAGE }, (_, k) => VALUES[(index + k * 4) % VALUES.length]);

/** What i18next-icu answers, the way i18next calls it. */
const icu = new (
  ICU as unknown as new () => {
    parse: (res: string, options: Record<string, unknown>, lng: string, ns: string, key: string) => string;
  }
)();

describe('messages filled without ICU give what i18next-icu gives', () => {
  it('for every message of every language, with text, numbers, nothing and a missing value', () => {
    let direct = 0;
    const tried = new Map<unknown, number>();
    for (const [lng, messages] of Object.entries(CATALOGUES)) {
      for (const [index, [key, res]] of Object.entries(messages).entries()) {
        if (res === undefined) continue;
        const names = [...new Set([...res.matchAll(/\{(\w+)/g)].map((m) => m[1] as string))];
        for (const value of valuesFor(index)) {
          // ABSENT: the first placeholder's value left out, the others given text.
          const params = Object.fromEntries(
            names.flatMap((n, i) => (value !== ABSENT ? [[n, value]] : i === 0 ? [] : [[n, 'Ada']])),
          );
          const filled = fillSimple(res, params);
          if (filled === undefined) continue;
          direct++;
          tried.set(value, (tried.get(value) ?? 0) + 1);
          expect(filled, `${lng} ${key} ${String(value)}`).toBe(
            icu.parse(res, params, lng, 'translation', `${key}.${String(value)}`),
          );
        }
      }
    }
    // Not vacuous: the catalogues hold well over a thousand messages each, and every value meets many of them.
    expect(direct).toBeGreaterThan(THOROUGH ? 30_000 : 7_000);
    for (const value of VALUES) expect(tried.get(value) ?? 0, String(value)).toBeGreaterThan(THOROUGH ? 2_000 : 400);
  });

  it('leaves plurals, quotes and other values to ICU', () => {
    expect(fillSimple('{n, plural, one {# credit} other {# credits}}', { n: 2 })).toBeUndefined();
    expect(fillSimple("It''s {name}", { name: 'x' })).toBeUndefined();
    expect(fillSimple('Hello {name}', { name: { first: 'Ada' } })).toBeUndefined();
    expect(fillSimple('Step {n} of {total}', { n: 1, total: 3 })).toBe('Step 1 of 3');
    expect(fillSimple('Hello {name}, {name}', { name: 'Ada' })).toBe('Hello Ada, Ada');
    expect(fillSimple('Hello {name}', {})).toBe('Hello {name}');
  });

  it('plurals are formatted by ICU once it has arrived with the strings beyond the respondent pages', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(IcuFormat).init({
      resources: {
        en: { translation: { credits: '{n, plural, one {# credit} other {# credits}}', hello: 'Hello {name}' } },
      },
      lng: 'en',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    expect(i18n.t('hello', { name: 'Ada' })).toBe('Hello Ada');
    await loadIcu();
    expect(i18n.t('credits', { n: 1 })).toBe('1 credit');
    expect(i18n.t('credits', { n: 1200 })).toBe('1,200 credits');
  });
});
