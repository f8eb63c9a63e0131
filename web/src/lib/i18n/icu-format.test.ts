import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { th } from './messages/th';
import { es } from './messages/es';
import { fillSimple } from './icu-format';

const CATALOGUES = { en, th, es } as Record<string, Record<string, string | undefined>>;
const VALUES = ['Ada', "O'Brien & <b>Co</b>", '{not a placeholder}', ''];

describe('messages filled without ICU give what ICU gives', () => {
  it('for every message of every language whose placeholders all get text', () => {
    let direct = 0;
    for (const [lng, messages] of Object.entries(CATALOGUES)) {
      for (const [key, res] of Object.entries(messages)) {
        if (res === undefined) continue;
        const names = [...new Set([...res.matchAll(/\{(\w+)/g)].map((m) => m[1] as string))];
        for (const value of VALUES) {
          const params = Object.fromEntries(names.map((n) => [n, value]));
          const filled = fillSimple(res, params);
          if (filled === undefined) continue;
          direct++;
          expect(filled, `${lng} ${key}`).toBe(new IntlMessageFormat(res, lng, undefined, { ignoreTag: true }).format(params));
        }
      }
    }
    // Most messages take the direct way (not vacuous: the catalogue has well over a thousand messages).
    expect(direct).toBeGreaterThan(3000);
  });

  it('leaves plurals, numbers, quotes and missing values to ICU', () => {
    expect(fillSimple('{n, plural, one {# credit} other {# credits}}', { n: '2' })).toBeUndefined();
    expect(fillSimple('Step {n} of {total}', { n: 1, total: 3 })).toBeUndefined();
    expect(fillSimple("It''s {name}", { name: 'x' })).toBeUndefined();
    expect(fillSimple('Hello {name}', {})).toBeUndefined();
    expect(fillSimple('Hello {name}, {name}', { name: 'Ada' })).toBe('Hello Ada, Ada');
  });
});
