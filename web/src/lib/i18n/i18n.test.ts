import { readdirSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { enCore } from './messages/en-core';
import { enExtra } from './messages/en-extra';
import { thCore } from './messages/th-core';
import { esCore } from './messages/es-core';
import { th } from './messages/th';
import { es } from './messages/es';
import { loadAllMessages, loadLocale, translate } from './i18n';
import { SIMPLE_MESSAGE } from './icu-format';
import { pickLocale } from './locale-store';
import { errorText } from './error-catalogue';

const CATALOGUES = { en, th, es } as Record<string, Record<string, string>>;
/** The core parts as written (i18next merges the other part into the object it was given once that loads). */
const CORE_AT_START = { en: { ...enCore }, th: { ...thCore }, es: { ...esCore } };

describe('interface strings in en, th and es (i18next with ICU MessageFormat)', () => {
  it('a Thai or Spanish catalogue is fetched when that language is chosen, not carried by every page', async () => {
    expect(translate('es', 'common.retry')).toBe(translate('en', 'common.retry'));
    expect(errorText('FORBIDDEN', 'es')).toBe('Forbidden');
    await loadLocale('es');
    expect(translate('es', 'common.retry')).toBe(es['common.retry']);
    expect(es['common.retry']).not.toBe(en['common.retry']);
    // The error catalogue's Spanish texts come with it.
    expect(errorText('FORBIDDEN', 'es')).toBe('Prohibido');
  });

  it('no key is defined twice across the feature files (the later one would silently replace the other)', async () => {
    const files = readdirSync(new URL('./messages', import.meta.url)).filter((f) => f.endsWith('.en.ts'));
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of files) {
      const module = (await import(`./messages/${file}`)) as Record<string, Record<string, string>>;
      for (const messages of Object.values(module)) {
        for (const key of Object.keys(messages)) {
          if (owner.has(key)) twice.push(`${key} (${owner.get(key)}, ${file})`);
          owner.set(key, file);
        }
      }
    }
    expect(owner.size).toBeGreaterThan(500);
    expect(twice).toEqual([]);
    expect(Object.keys(enCore).filter((key) => key in enExtra)).toEqual([]);
  });

  it('fills {placeholders}', () => {
    expect(translate('en', 'auth.verify.subtitle', { email: 'a@b.co' })).toBe('We sent a 6-digit code to a@b.co.');
  });

  // Before any test below loads them: the module starts as a respondent's page does, with the core strings only.
  it("a respondent's page carries the core strings; the rest arrive, in each language, once another page needs them", async () => {
    expect(translate('en', 'test.register.title')).toBe(en['test.register.title']);
    expect(translate('en', 'credits.remaining', { n: 2 })).toBe('credits.remaining');
    await loadLocale('th');
    expect(translate('th', 'common.retry')).toBe(th['common.retry']);
    expect(translate('th', 'account.tab.profile')).toBe('account.tab.profile');
    await loadAllMessages();
    expect(translate('en', 'credits.remaining', { n: 2 })).toBe('2 remaining');
    // Thai is not the page's language here (English is): its rest comes when Thai is chosen again, as any language does.
    await loadLocale('th');
    expect(translate('th', 'account.tab.profile')).toBe(th['account.tab.profile']);
    await loadLocale('es');
    expect(translate('es', 'account.tab.profile')).toBe(es['account.tab.profile']);
  });

  it("every core message, in every language, is filled without ICU (a respondent's page never downloads it)", () => {
    for (const [lng, core] of Object.entries(CORE_AT_START)) {
      const needIcu = Object.entries(core as Record<string, string>)
        .filter(([, text]) => !SIMPLE_MESSAGE.test(text))
        .map(([key]) => `${lng} ${key}`);
      expect(needIcu).toEqual([]);
      expect(Object.keys(core).length).toBeGreaterThan(400);
    }
    // The plurals are beyond the core.
    expect(SIMPLE_MESSAGE.test(enExtra['credits.remaining'] as string)).toBe(false);
  });

  it("'n remaining' takes each language's plural forms", async () => {
    await Promise.all([loadLocale('es'), loadLocale('th')]);
    expect(translate('en', 'credits.remaining', { n: 1 })).toBe('1 remaining');
    expect(translate('en', 'credits.remaining', { n: 5 })).toBe('5 remaining');
    expect(translate('es', 'credits.remaining', { n: 1 })).toBe('Queda 1');
    expect(translate('es', 'credits.remaining', { n: 12 })).toBe('Quedan 12');
    expect(translate('th', 'credits.remaining', { n: 1 })).toBe('เหลือ 1 เครดิต');
    expect(translate('en', 'coupon.redeemed', { n: 1 })).toBe('1 credit added');
    expect(translate('en', 'coupon.redeemed', { n: 3 })).toBe('3 credits added');
  });

  it('every message of every language is valid ICU MessageFormat with the same placeholders as English', () => {
    const problems: string[] = [];
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, text] of Object.entries(catalogue)) {
        try {
          new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
        } catch (error) {
          problems.push(`${locale} ${key}: ${(error as Error).message}`);
          continue;
        }
        const names = (s: string) => [...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
        if (
          locale !== 'en' &&
          JSON.stringify(names(text)) !== JSON.stringify(names((en as Record<string, string>)[key] ?? ''))
        )
          problems.push(`${locale} ${key}: placeholders differ from English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every placeholder is filled when formatted (no apostrophe quotes one away)', () => {
    const left: string[] = [];
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, text] of Object.entries(catalogue)) {
        const values = Object.fromEntries([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => [m[1] as string, 2]));
        const out = String(new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).format(values));
        if (/\{\w+\}/.test(out)) left.push(`${locale} ${key}: ${out}`);
      }
    }
    expect(left).toEqual([]);
  });

  it('th and es translate every English key, none empty', () => {
    const keys = Object.keys(en);
    expect(keys.length).toBeGreaterThan(500);
    expect(keys.filter((k) => !th[k as keyof typeof th]?.trim())).toEqual([]);
    expect(keys.filter((k) => !es[k as keyof typeof es]?.trim())).toEqual([]);
  });
});

describe('choosing the interface language', () => {
  it('a stored choice wins, then the browser languages, then English', () => {
    expect(pickLocale('th', ['es-ES'])).toBe('th');
    expect(pickLocale(null, ['fr-FR', 'es-MX'])).toBe('es');
    expect(pickLocale('de', ['fr'])).toBe('en');
  });
});
