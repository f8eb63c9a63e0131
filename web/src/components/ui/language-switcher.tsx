import { LOCALES, type Locale } from '@shared/i18n/locale';
import { setLocale } from '../../lib/i18n/locale-store';
import { useLocale, useT } from '../../lib/i18n/use-t';

const NAMES: Record<Locale, string> = { en: 'English', th: 'ไทย', es: 'Español' };

export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useT();
  return (
    <label className="lang-switcher">
      <span className="visually-hidden">{t('common.language')}</span>
      <select className="input input-sm" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
