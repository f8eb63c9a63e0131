import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../shared/src/i18n/locale';
import { respondentPagesEn } from './src/lib/i18n/parts/respondent-pages.en';
import { respondentPagesEs } from './src/lib/i18n/parts/respondent-pages.es';
import { respondentPagesTh } from './src/lib/i18n/parts/respondent-pages.th';
import { RESPONDENT_APP_KEYS } from './src/lib/i18n/respondent/keys';

type Texts = Readonly<Record<string, string>>;

const RESPONDENT_PAGES: Record<Locale, Texts> = { en: respondentPagesEn, th: respondentPagesTh, es: respondentPagesEs };
const PREFIX = 'virtual:messages/';
const PARTS = ['respondent', 'beyond-respondent'] as const;
type Part = (typeof PARTS)[number];

const inApp = new Set<string>(RESPONDENT_APP_KEYS);

/**
 * The strings of the respondent's pages' catalogues (common, sections, respondents: parts/respondent-pages.*) in two:
 * those the respondent's app shows (`respondent`: respondent/keys.ts), carried by a test link's first script in
 * English, and the rest (`beyond-respondent`: the employer's section setup and results, the navigation), which load
 * with every other page's strings.
 */
export function respondentPagesPart(locale: Locale, part: Part): Texts {
  return Object.fromEntries(
    Object.entries(RESPONDENT_PAGES[locale]).filter(([key]) => inApp.has(key) === (part === 'respondent')),
  );
}

/**
 * `virtual:messages/{locale}/respondent` and `virtual:messages/{locale}/beyond-respondent` (`respondentPagesPart`):
 * the catalogue files stay by context, and a test link's first script carries about 2.7 KB of gzip English rather than
 * 6.2 KB (issue 27 §3). Read when the build or the dev server starts (restart `npm start` after editing a message).
 */
export function messagePartPlugin(): Plugin {
  return {
    name: 'culturefit-message-part',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!(LOCALES as readonly string[]).includes(locale) || !(PARTS as readonly string[]).includes(part))
        this.error(`no message part '${locale}/${part}' (${LOCALES.join(', ')}; ${PARTS.join(', ')})`);
      return `export default ${JSON.stringify(respondentPagesPart(locale as Locale, part as Part))};`;
    },
  };
}
