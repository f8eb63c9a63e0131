import { readdirSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { respondentPagesPart } from '../../../message-part-plugin';
import { otherPagesEn } from './parts/other-pages.en';
import { otherPagesTh } from './parts/other-pages.th';
import { otherPagesEs } from './parts/other-pages.es';
import { th } from './messages/th';
import { es } from './messages/es';
import { getPageLanguage, loadAllMessages, loadLocale, setRespondentLanguage, translate } from './i18n';
import { SIMPLE_MESSAGE } from './icu-format';
import { pickLocale } from './locale-store';
import { errorText } from './error-catalogue';

const CATALOGUES = { en, th, es } as Record<string, Record<string, string>>;
/** The respondent's app's part of each language (web/message-part-plugin.ts). */
const RESPONDENT_PAGES_AT_START = {
  en: respondentPagesPart('en', 'respondent'),
  th: respondentPagesPart('th', 'respondent'),
  es: respondentPagesPart('es', 'respondent'),
};
/** The respondent's app's strings, the rest of its catalogues' (loaded with every other page's), every other page's. */
const PARTS = {
  en: [RESPONDENT_PAGES_AT_START.en, respondentPagesPart('en', 'beyond-respondent'), otherPagesEn],
  th: [RESPONDENT_PAGES_AT_START.th, respondentPagesPart('th', 'beyond-respondent'), otherPagesTh],
  es: [RESPONDENT_PAGES_AT_START.es, respondentPagesPart('es', 'beyond-respondent'), otherPagesEs],
} as Record<string, Record<string, string>[]>;

/** The first (only) object a catalogue file exports. */
async function catalogue(file: string): Promise<Record<string, string>> {
  const module = (await import(`./messages/${file}`)) as Record<string, Record<string, string>>;
  return Object.values(module)[0] ?? {};
}

describe('interface strings in en, th and es (with ICU MessageFormat)', () => {
  it('a Thai or Spanish catalogue is fetched when that language is chosen, not carried by every page', async () => {
    expect(translate('es', 'common.retry')).toBe(translate('en', 'common.retry'));
    expect(errorText('FORBIDDEN', 'es')).toBe('Forbidden');
    await loadLocale('es');
    expect(translate('es', 'common.retry')).toBe(es['common.retry']);
    expect(es['common.retry']).not.toBe(en['common.retry']);
    // The error catalogue's Spanish texts come with it.
    expect(errorText('FORBIDDEN', 'es')).toBe('Prohibido');
  });

  it('no key is defined twice across the context catalogues (the later one would silently replace the other)', async () => {
    const files = readdirSync(new URL('./messages', import.meta.url)).filter((f) => f.endsWith('.en.ts'));
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of files) {
      for (const key of Object.keys(await catalogue(file))) {
        if (owner.has(key)) twice.push(`${key} (${owner.get(key)}, ${file})`);
        owner.set(key, file);
      }
    }
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(owner.size).toBeGreaterThan(500);
    expect(twice).toEqual([]);
    // en.ts joins the two parts: together they hold every catalogue's keys.
    expect([...owner.keys()].sort()).toEqual(Object.keys(en).sort());
  });

  it("th and es put each key in the same context's catalogue as English (so it loads with the same part)", async () => {
    const contexts = readdirSync(new URL('./messages', import.meta.url))
      .filter((f) => f.endsWith('.en.ts'))
      .map((f) => f.replace(/\.en\.ts$/, ''));
    for (const context of contexts) {
      const keys = Object.keys(await catalogue(`${context}.en.ts`)).sort();
      expect(Object.keys(await catalogue(`${context}.th.ts`)).sort(), `${context}.th`).toEqual(keys);
      expect(Object.keys(await catalogue(`${context}.es.ts`)).sort(), `${context}.es`).toEqual(keys);
    }
  });

  it("the three parts (the respondent's app's, the rest of its catalogues', every other page's) hold every catalogue's keys once, in every language", () => {
    const keys = Object.keys(en).sort();
    for (const [locale, parts] of Object.entries(PARTS)) {
      const all = parts.flatMap((part) => Object.keys(part));
      expect(
        all.filter((key, i) => all.indexOf(key) !== i),
        locale,
      ).toEqual([]);
      expect(all.sort(), locale).toEqual(keys);
      // The same keys in the respondent's app's part of every language: the page switches language whole.
      expect(Object.keys(parts[0] ?? {}).sort(), locale).toEqual(Object.keys(RESPONDENT_PAGES_AT_START.en).sort());
    }
    // The employer's section setup is not in a respondent's first script; the registration page's strings are.
    expect(Object.keys(RESPONDENT_PAGES_AT_START.en)).not.toContain('setup.vt.keysHint');
    expect(Object.keys(RESPONDENT_PAGES_AT_START.en)).toContain('test.register.title');
  });

  it('fills {placeholders}', () => {
    expect(translate('en', 'test.register.subtitle', { company: 'Acme', form: 'Sales' })).toBe(
      'Acme invites you to take “Sales”.',
    );
  });

  // Before any test below loads them: the module starts as a respondent's page does, with its own catalogues only.
  it("a respondent's page carries its own catalogues; the rest arrive, in each language, once another page needs them", async () => {
    expect(translate('en', 'test.register.title')).toBe(en['test.register.title']);
    expect(translate('en', 'credits.remaining', { n: 2 })).toBe('credits.remaining');
    expect(translate('en', 'setup.vt.keysHint')).toBe('setup.vt.keysHint');
    await loadLocale('th');
    expect(translate('th', 'common.retry')).toBe(th['common.retry']);
    expect(translate('th', 'account.tab.profile')).toBe('account.tab.profile');
    await loadAllMessages();
    expect(translate('en', 'credits.remaining', { n: 2 })).toBe('2 remaining');
    expect(translate('en', 'setup.vt.keysHint')).toBe(en['setup.vt.keysHint']);
    // Thai is not the page's language here (English is): its rest comes when Thai is chosen again, as any language does.
    await loadLocale('th');
    expect(translate('th', 'account.tab.profile')).toBe(th['account.tab.profile']);
    await loadLocale('es');
    expect(translate('es', 'account.tab.profile')).toBe(es['account.tab.profile']);
  });

  it("every message of a respondent's pages, in every language, is filled without ICU (such a page never downloads it)", () => {
    for (const [lng, core] of Object.entries(RESPONDENT_PAGES_AT_START)) {
      const needIcu = Object.entries(core as Record<string, string>)
        .filter(([, text]) => !SIMPLE_MESSAGE.test(text))
        .map(([key]) => `${lng} ${key}`);
      expect(needIcu).toEqual([]);
      expect(Object.keys(core).length).toBeGreaterThan(100);
    }
    // The plurals are in the other pages' catalogues.
    expect(SIMPLE_MESSAGE.test(otherPagesEn['credits.remaining'])).toBe(false);
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

  it('a respondent language beyond en, th and es brings the error texts a respondent can meet', async () => {
    expect(errorText('NO_TIME_REMAINING', 'de')).toBe('No time remaining.');
    await setRespondentLanguage('de');
    expect(getPageLanguage()).toBe('de');
    expect(errorText('NO_TIME_REMAINING', 'de')).toBe('Keine Zeit mehr.');
    expect(errorText('SESSION_TIME_OUT', 'de')).toMatch(/^Die Zeit läuft ab/);
    expect(errorText('NETWORK_ERROR', 'de')).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung.');
    expect(errorText('FORBIDDEN', 'de')).toBe('Nicht erlaubt.');
    // An employer's error, which no respondent page shows, stays English in that language.
    expect(errorText('API_RATE_LIMITED', 'de')).toBe('Too many requests with this API key. Try again in a minute.');
    await setRespondentLanguage('en');
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
