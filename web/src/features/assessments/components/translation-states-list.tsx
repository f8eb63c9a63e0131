import { Fragment } from 'react';
import type { SectionKind } from '@shared/sections/kinds';
import { RESPONDENT_LOCALE_NAMES, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { translationStates } from './translation-states';

/**
 * Per chosen language, each section's translation state (issue 27), the way the Big Five names a partly translated
 * language: the state in brackets after the name. Nothing when every language is offered or only English.
 */
export function TranslationStatesList({
  sections,
  languages,
}: {
  sections: readonly SectionKind[];
  languages: readonly RespondentLocale[];
}) {
  const t = useT();
  const rows = translationStates(sections, languages);
  if (rows.length === 0 || sections.length === 0) return null;
  return (
    <>
      <dl className="summary-list" aria-label={t('wizard.translation.title')}>
        {rows.map((row) => (
          <Fragment key={row.locale}>
            <dt lang={localeTag(row.locale)}>{RESPONDENT_LOCALE_NAMES[row.locale]}</dt>
            <dd>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {row.sections.map(({ kind, state }) => (
                  <li key={kind}>
                    {t(sectionNameKey(kind))} <span className="muted small">({t(`wizard.translation.${state}`)})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="muted small">{t('wizard.translation.help')}</p>
    </>
  );
}
