import { LOCALES, type Locale } from '@shared/i18n/locale';
import { useSyncExternalStore } from 'react';
import { getLocale, setLocale, subscribeLocale } from '../../lib/i18n/locale-store';
import { api } from '../../lib/api-client';
import { readSession } from '../../lib/session';
import { useT } from '../../lib/i18n/use-t';

const NAMES: Record<Locale, string> = { en: 'English', th: 'ไทย', es: 'Español' };

/** The choice is kept in the browser, and on the account when signed in (a failed save leaves the page's choice). */
function choose(locale: Locale): void {
  setLocale(locale);
  if (readSession().kind === 'ok') void api('updateLanguage', { body: { lang: locale } }).catch(() => undefined);
}

export function LanguageSwitcher() {
  // The choice shows at once; the page follows when that language's texts are loaded.
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const t = useT();
  return (
    <label className="lang-switcher">
      <span className="visually-hidden">{t('common.language')}</span>
      <select className="input input-sm" value={locale} onChange={(e) => choose(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
