import { useMemo, useState } from 'react';
import {
  MAX_CORE_VALUES,
  MAX_PERMISSION_TO_PLAY,
  ZValuesAndTraitsSetup,
} from '@shared/sections/values-and-traits/schema';
import type { SetupProps } from '../types';
import { SaveBar } from '../common/save-bar';
import { ratedCount, readVtAnswers, setRating } from './answers';
import { VALUE_CATEGORIES, readCategories, suggestCategories, toVtSetup, type ValueCategory } from './categories';
import { RatingsEditor } from './components/ratings-editor';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

/**
 * Rate how important each value and trait is, then place each rated value in a category: core values and
 * permission-to-play up to 6 each, at least one non-essential (spec part 1 §5); the categories set the weights
 * (core 4, permission to play 4, moderate 2, non-essential 1, traits 3; spec part 2 §9.4).
 */
export default function ValuesAndTraitsSetup({ content, setup, company, busy, onSave }: SetupProps) {
  const t = useT();
  const locale = useLocale();
  const [answers, setAnswers] = useState(() => readVtAnswers(company));
  const [placed, setPlaced] = useState(() => readCategories(setup));
  const [problem, setProblem] = useState<string>();
  const categories = useMemo(() => suggestCategories(answers, placed), [answers, placed]);
  const texts = new Map((content.groups.values ?? []).map((v) => [v.id, v.text]));
  const valueSet = content.groups.value_sets?.[0];
  const counts = Object.fromEntries(
    VALUE_CATEGORIES.map((c) => [c, Object.values(categories).filter((x) => x === c).length]),
  ) as Record<ValueCategory, number>;

  function save() {
    if (ratedCount(answers.defining_your_values) === 0 || ratedCount(answers.identifying_key_traits) === 0)
      return setProblem(t('wizard.answers.incomplete'));
    const parsed = ZValuesAndTraitsSetup.safeParse(toVtSetup(answers, categories, valueSet?.id));
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED';
      return setProblem(errorText(code, locale, { max: MAX_CORE_VALUES }));
    }
    setProblem(undefined);
    void onSave(parsed.data, answers);
  }

  return (
    <div className="stack">
      <p className="muted">{t('wizard.answers.subtitle')}</p>
      <RatingsEditor
        mode="toggle"
        content={content}
        answers={answers}
        onRate={(part, id, rating) => setAnswers((a) => setRating(a, part, id, rating))}
      />
      {Object.keys(categories).length > 0 && (
        <section className="card stack" aria-labelledby="vt-categories">
          <h2 id="vt-categories">{t('setup.vt.categories')}</h2>
          <p className="muted small">
            {t('setup.vt.categoriesHelp', { core: MAX_CORE_VALUES, ptp: MAX_PERMISSION_TO_PLAY })}
          </p>
          {valueSet && <p className="muted small">{t('setup.vt.valueSet', { name: valueSet.text })}</p>}
          <p className="row small">
            {VALUE_CATEGORIES.map((c) => (
              <span
                key={c}
                className={`badge ${(c === 'core_values' && counts[c] > MAX_CORE_VALUES) || (c === 'permission_to_play' && counts[c] > MAX_PERMISSION_TO_PLAY) || (c === 'non_essential' && counts[c] === 0) ? 'badge-red' : 'badge-blue'}`}
              >
                {t(`setup.vt.${c}`)}: {counts[c]}
              </span>
            ))}
          </p>
          <div className="points-grid">
            {Object.entries(categories).map(([id, c]) => (
              <div key={id} style={{ display: 'contents' }}>
                <label htmlFor={`cat-${id}`}>{texts.get(id) ?? id}</label>
                <select
                  id={`cat-${id}`}
                  className="input input-sm"
                  style={{ width: 'auto' }}
                  value={c}
                  onChange={(e) => setPlaced((p) => ({ ...p, [id]: e.target.value as ValueCategory }))}
                >
                  {VALUE_CATEGORIES.map((x) => (
                    <option key={x} value={x}>
                      {t(`setup.vt.${x}`)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </section>
      )}
      <SaveBar
        status={t('setup.vt.status', {
          values: ratedCount(answers.defining_your_values),
          traits: ratedCount(answers.identifying_key_traits),
        })}
        problem={problem}
        busy={busy}
        onSave={save}
      />
    </div>
  );
}
