import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@shared/errors';
import { errorTextPlugin, RESPONDENT_PAGE_ERROR_CODES } from '../../../error-text-plugin';
import { RESPONDENT_ERROR_CODES } from './respondent/keys';
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

  it("a respondent's pages' module holds only the codes a respondent can meet and the page's start-up failure", () => {
    for (const locale of ['en', 'th', 'es']) {
      const part = moduleTexts(`${locale}/respondent`);
      expect(Object.keys(part).sort()).toEqual([...RESPONDENT_ERROR_CODES, 'AUTH_NOT_INITIALIZED'].sort());
      expect(part).toEqual(Object.fromEntries(Object.keys(part).map((code) => [code, moduleTexts(locale)[code]])));
    }
    expect(moduleTexts('th/respondent').FORBIDDEN).toBe('ไม่ได้รับอนุญาต');
    expect(RESPONDENT_PAGE_ERROR_CODES.length).toBeLessThan(Object.keys(ERROR_STATUS).length / 4);
    expect(() => moduleTexts('de/respondent')).toThrow(/no error texts in 'de'/);
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

  it("an employer's code reads as the generic message on a respondent's page, and as itself once the whole English catalogue is here", () => {
    expect(isCatalogueCode('TEAM_NAME_REQUIRED')).toBe(false);
    expect(errorText('TEAM_NAME_REQUIRED', 'en')).toBe(errorText('INTERNAL', 'en'));
    addErrorTexts('en', moduleTexts('en'));
    expect(isCatalogueCode('TEAM_NAME_REQUIRED')).toBe(true);
    expect(errorText('TEAM_NAME_REQUIRED', 'en')).toBe(moduleTexts('en').TEAM_NAME_REQUIRED);
    expect(errorText('TEAM_NAME_REQUIRED', 'en')).not.toBe(errorText('INTERNAL', 'en'));
    // The respondent's texts are still there.
    expect(errorText('SESSION_TIME_OUT', 'en')).toBe(moduleTexts('en').SESSION_TIME_OUT);
  });
});
