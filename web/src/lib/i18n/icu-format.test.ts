import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { th } from './messages/th';
import { es } from './messages/es';
import { fillSimple, formatIcu, loadIcu } from './icu-format';
import { addMessages, translateIn } from './message-store';
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

/** What ICU MessageFormat itself answers (a message it cannot parse or fill reads as written). */
function icu(res: string, params: Record<string, unknown>, lng: string): string {
  try {
    return String(new IntlMessageFormat(res, lng, undefined, { ignoreTag: true }).format(params));
  } catch {
    return res;
  }
}

describe('messages filled without ICU give what ICU MessageFormat gives', () => {
  // First in the file: ICU has not arrived yet.
  it('plurals are formatted by ICU once it has arrived with the strings beyond the respondent pages', async () => {
    addMessages('en', { 'x.credits': '{n, plural, one {# credit} other {# credits}}', 'x.hello': 'Hello {name}' });
    expect(translateIn('en', 'x.hello', { name: 'Ada' })).toBe('Hello Ada');
    // Before ICU: the message as written (no page's strings need it before it arrives).
    expect(translateIn('en', 'x.credits', { n: 1 })).toBe('{n, plural, one {# credit} other {# credits}}');
    await loadIcu();
    expect(translateIn('en', 'x.credits', { n: 1 })).toBe('1 credit');
    expect(translateIn('en', 'x.credits', { n: 1200 })).toBe('1,200 credits');
    // In the language asked for: Spanish groups thousands with a point (from five digits).
    expect(translateIn('es', 'x.credits', { n: 12000 })).toBe('12.000 credits');
    // A key no language has reads as the key; a message ICU cannot parse reads as written.
    expect(translateIn('th', 'x.missing')).toBe('x.missing');
    expect(formatIcu('{n, plural, one {x}', 'en', { n: 1 })).toBe('{n, plural, one {x}');
  });

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
          expect(filled, `${lng} ${key} ${String(value)}`).toBe(icu(res, params, lng));
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
});
