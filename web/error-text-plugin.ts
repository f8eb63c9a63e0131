import type { Plugin } from 'vite';
import en from '../shared/src/errors/texts/en';
import es from '../shared/src/errors/texts/es';
import th from '../shared/src/errors/texts/th';
import { LOCALES, type Locale } from '../shared/src/i18n/locale';
import { RESPONDENT_ERROR_CODES } from './src/lib/i18n/respondent/keys';

const TEXTS: Record<Locale, Readonly<Record<string, string>>> = { en, th, es };

const PREFIX = 'virtual:error-text/';
const RESPONDENT_PART = '/respondent';

/**
 * The codes of a respondent's pages' texts (`virtual:error-text/{locale}/respondent`): those a respondent can meet
 * (respondent/keys.ts), and the page's own start-up failure (main.tsx).
 */
export const RESPONDENT_PAGE_ERROR_CODES: readonly string[] = [...RESPONDENT_ERROR_CODES, 'AUTH_NOT_INITIALIZED'];

/**
 * The error catalogue's texts in one language as a module of its own (`import en from 'virtual:error-text/en'`),
 * so a page downloads its own language's messages (about 5 KB gzipped) instead of all three, and the catalogue's
 * texts in shared/src/errors/texts stay the one source; `virtual:error-text/{locale}/respondent` holds only a respondent's
 * pages' codes (about 1 KB), so a test link's first script carries no employer's messages (issue 27 §3). Read when the
 * build or the dev server starts (restart `npm start` after editing a message).
 */
export function errorTextPlugin(): Plugin {
  return {
    name: 'culturefit-error-text',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const respondent = name.endsWith(RESPONDENT_PART);
      const locale = respondent ? name.slice(0, -RESPONDENT_PART.length) : name;
      if (!(LOCALES as readonly string[]).includes(locale))
        this.error(`no error texts in '${locale}' (${LOCALES.join(', ')})`);
      const all = TEXTS[locale as Locale];
      const texts = respondent
        ? Object.fromEntries(RESPONDENT_PAGE_ERROR_CODES.map((code) => [code, all[code] ?? '']))
        : all;
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
