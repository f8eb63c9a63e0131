import i18next from 'i18next';
import ICU from 'i18next-icu';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { th } from './messages/th';
import { es } from './messages/es';
import { fillSimple, IcuFormat, loadIcu } from './icu-format';

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

/** What i18next-icu answers, the way i18next calls it. */
const icu = new (
  ICU as unknown as new () => {
    parse: (res: string, options: Record<string, unknown>, lng: string, ns: string, key: string) => string;
  }
)();

describe('messages filled without ICU give what i18next-icu gives', () => {
  it('for every message of every language, with text, numbers, nothing and a missing value', () => {
    let direct = 0;
    for (const [lng, messages] of Object.entries(CATALOGUES)) {
      for (const [key, res] of Object.entries(messages)) {
        if (res === undefined) continue;
        const names = [...new Set([...res.matchAll(/\{(\w+)/g)].map((m) => m[1] as string))];
        for (const value of VALUES) {
          // ABSENT: the first placeholder's value left out, the others given text.
          const params = Object.fromEntries(
            names.flatMap((n, i) => (value !== ABSENT ? [[n, value]] : i === 0 ? [] : [[n, 'Ada']])),
          );
          const filled = fillSimple(res, params);
          if (filled === undefined) continue;
          direct++;
          expect(filled, `${lng} ${key} ${String(value)}`).toBe(
            icu.parse(res, params, lng, 'translation', `${key}.${String(value)}`),
          );
        }
      }
    }
    // Not vacuous: the catalogues hold well over a thousand messages each.
    expect(direct).toBeGreaterThan(30_000);
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
