import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@shared/errors';
import { errorTextPlugin } from '../../../error-text-plugin';
import { addErrorTexts, errorText, isCatalogueCode } from './error-catalogue';

/** What the build serves for `virtual:error-text/{locale}`. */
function moduleTexts(locale: string): Record<string, string> {
  const plugin = errorTextPlugin();
  const load = plugin.load as (this: { error: (m: string) => never }, id: string) => string | undefined;
  const source = load.call(
    {
      error: (m) => {
        throw new Error(m);
      },
    },
    `\0virtual:error-text/${locale}`,
  );
  return JSON.parse(
    String(source)
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  ) as Record<string, string>;
}

describe('error texts, one language per module', () => {
  it('each language module has every code of the catalogue, in that language only', () => {
    const th = moduleTexts('th');
    expect(Object.keys(th).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    expect(th.FORBIDDEN).toBe('ไม่ได้รับอนุญาต');
    expect(moduleTexts('es').FORBIDDEN).toBe('Prohibido');
    expect(JSON.stringify(moduleTexts('en'))).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(() => moduleTexts('de')).toThrow(/no error texts in 'de'/);
  });

  it('a language reads English until its texts are loaded, then its own; unknown codes read as the generic message', () => {
    expect(errorText('FORBIDDEN', 'es')).toBe('Forbidden');
    addErrorTexts('es', moduleTexts('es'));
    expect(errorText('FORBIDDEN', 'es')).toBe('Prohibido');
    expect(errorText('NOT_A_CODE', 'en')).toBe(errorText('INTERNAL', 'en'));
    expect(errorText('NOT_A_CODE', 'en')).toMatch(/something went wrong/i);
    expect(isCatalogueCode('FORBIDDEN')).toBe(true);
    expect(isCatalogueCode('toString')).toBe(false);
  });
});
