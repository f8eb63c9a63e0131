import { memo } from 'react';
import {
  RESPONDENT_LOCALE_NAMES,
  isRespondentLocale,
  localeTag,
  pickRespondentLocale,
  type RespondentLocale,
} from '@shared/i18n/respondent-locale';
import { useT } from '../../../lib/i18n/use-t';

/** The respondent language this browser chose last on a test (kept so a reload or the test page starts in it). */
const KEPT = 'cf.respondentLang';

export function keptRespondentLanguage(): string | null {
  try {
    // Else the interface language this browser chose (`lang`, locale-store.ts).
    return window.localStorage.getItem(KEPT) ?? window.localStorage.getItem('lang');
  } catch {
    return null;
  }
}

export function keepRespondentLanguage(locale: RespondentLocale): void {
  try {
    window.localStorage.setItem(KEPT, locale);
  } catch {
    /* storage may be blocked: the choice then lasts for this page */
  }
}

/**
 * The language a link's page starts in (issue 27): the one chosen last in this browser (a respondent language, else
 * the interface language), else the first of the
 * browser's preferred languages the link offers, else English or the first offered.
 */
export function firstRespondentLanguage(offered: readonly RespondentLocale[]): RespondentLocale {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickRespondentLocale(offered, browser, keptRespondentLanguage());
}

/**
 * The link's language control: every language the link offers, each in its own name. Memoised: the page around it
 * renders again with every answer, and the list of languages does not change with them.
 */
export const RespondentLanguageSwitcher = memo(function RespondentLanguageSwitcher({
  languages,
  value,
  onChange,
}: {
  languages: readonly RespondentLocale[];
  value: RespondentLocale;
  onChange: (locale: RespondentLocale) => void;
}) {
  const t = useT();
  if (languages.length < 2) return null;
  return (
    <label className="lang-switcher">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        className="input input-sm"
        value={value}
        onChange={(e) => {
          if (isRespondentLocale(e.target.value)) onChange(e.target.value);
        }}
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={localeTag(l)}>
            {RESPONDENT_LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
});
