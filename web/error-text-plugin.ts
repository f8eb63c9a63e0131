import type { Plugin } from 'vite';
import en from '../shared/src/errors/texts/en';
import es from '../shared/src/errors/texts/es';
import th from '../shared/src/errors/texts/th';
import { LOCALES, type Locale } from '../shared/src/i18n/locale';

const TEXTS: Record<Locale, Readonly<Record<string, string>>> = { en, th, es };

const PREFIX = 'virtual:error-text/';

/**
 * The error catalogue's texts in one language as a module of its own (`import en from 'virtual:error-text/en'`),
 * so a page downloads its own language's messages (about 4 KB gzipped) instead of all three, and the catalogue's texts in
 * shared/src/errors/texts stay the one source. Read when the build or the dev server starts (restart `npm start` after
 * editing a message).
 */
export function errorTextPlugin(): Plugin {
  return {
    name: 'culturefit-error-text',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!(LOCALES as readonly string[]).includes(locale))
        this.error(`no error texts in '${locale}' (${LOCALES.join(', ')})`);
      return `export default ${JSON.stringify(TEXTS[locale as Locale])};`;
    },
  };
}
