import { useMemo, useState } from 'react';
import { CUSTOM_ITEMS } from '@shared/constants/limits';
import {
  MAX_CORE_VALUES,
  MAX_PERMISSION_TO_PLAY,
  ZValuesAndTraitsSetup,
} from '@shared/sections/values-and-traits/schema';
import type { SetupProps } from '../types';
import { SaveBar } from '../common/save-bar';
import { Button } from '../../../components/ui/button';
import { OwnItemsEditor } from '../common/own-items';
import { ratedCount, readVtAnswers, setRating } from './answers';
import { readOwnItems, withContentOwn, withCoreValues, withoutOwn, type OwnItems } from './own-items';
import { VALUE_CATEGORIES, readCategories, suggestCategories, toVtSetup, type ValueCategory } from './categories';
import { RatingsEditor } from './components/ratings-editor';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

/**
 * Rate how important each value and trait is, then place each rated value in a category: core values and
 * permission-to-play up to 6 each, at least one non-essential (spec part 1 §5); the categories set the weights
 * (core 4, permission to play 4, moderate 2, non-essential 1, traits 3; spec part 2 §9.4).
 */
export default function ValuesAndTraitsSetup({ content, setup, company, busy, onSave, coreValues = [] }: SetupProps) {
  const t = useT();
  const locale = useLocale();
  // A section set up for the first time starts from My account's core values (spec part 1 §3 User coreValues).
  const [start] = useState(() => {
    const stored = { own: readOwnItems(setup), answers: readVtAnswers(company) };
    return setup === undefined && company === undefined ? withCoreValues(stored, coreValues, content) : stored;
  });
  const [own, setOwn] = useState<OwnItems>(start.own);
  const [answers, setAnswers] = useState(start.answers);
  const [placed, setPlaced] = useState(() => readCategories(setup));
  const [problem, setProblem] = useState<string>();
  const categories = useMemo(() => suggestCategories(answers, placed), [answers, placed]);
  const shown = withContentOwn(content, own);
  const texts = new Map((shown.groups.values ?? []).map((v) => [v.id, v.text]));
  const prefilled = start.own.values.length > 0 && setup === undefined && company === undefined;
  const missingCore = withCoreValues({ own, answers }, coreValues, content);
  const canAddCore =
    missingCore.own.values.length > own.values.length ||
    ratedCount(missingCore.answers.defining_your_values) > ratedCount(answers.defining_your_values);

  function remove(part: 'values' | 'traits', id: string) {
    const next = withoutOwn({ own, answers }, part, id);
    setOwn(next.own);
    setAnswers(next.answers);
    setPlaced(({ [id]: _gone, ...rest }) => rest);
  }
  const valueSet = content.groups.value_sets?.[0];
  const counts = Object.fromEntries(
    VALUE_CATEGORIES.map((c) => [c, Object.values(categories).filter((x) => x === c).length]),
  ) as Record<ValueCategory, number>;

  function save() {
    if (ratedCount(answers.defining_your_values) === 0 || ratedCount(answers.identifying_key_traits) === 0)
      return setProblem(t('wizard.answers.incomplete'));
    const parsed = ZValuesAndTraitsSetup.safeParse({
      ...toVtSetup(answers, categories, valueSet?.id),
      custom_values: own.values,
      custom_traits: own.traits,
    });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED';
      const max = code.startsWith('CUSTOM_') ? CUSTOM_ITEMS.values : MAX_CORE_VALUES;
      return setProblem(errorText(code, locale, { max: code === 'CUSTOM_ITEM_TEXT' ? CUSTOM_ITEMS.textMax : max }));
    }
    setProblem(undefined);
    void onSave(parsed.data, answers);
  }

  return (
    <div className="stack">
      <p className="muted">{t('wizard.answers.subtitle')}</p>
      {prefilled && <p className="muted small">{t('setup.own.prefilled')}</p>}
      <OwnItemsEditor
        title={t('setup.own.values')}
        help={t('setup.own.valuesHelp')}
        what="value"
        items={own.values}
        taken={(content.groups.values ?? []).map((v) => v.text)}
        max={CUSTOM_ITEMS.values}
        textMax={CUSTOM_ITEMS.textMax}
        onAdd={(item) => setOwn((o) => ({ ...o, values: [...o.values, item] }))}
        onRemove={(id) => remove('values', id)}
      >
        {canAddCore && (
          <Button
            variant="ghost"
            onClick={() => {
              setOwn(missingCore.own);
              setAnswers(missingCore.answers);
            }}
          >
            {t('setup.own.fromAccount')}
          </Button>
        )}
      </OwnItemsEditor>
      <OwnItemsEditor
        title={t('setup.own.traits')}
        help={t('setup.own.traitsHelp')}
        what="trait"
        items={own.traits}
        taken={(content.groups.traits ?? []).map((v) => v.text)}
        max={CUSTOM_ITEMS.traits}
        textMax={CUSTOM_ITEMS.textMax}
        onAdd={(item) => setOwn((o) => ({ ...o, traits: [...o.traits, item] }))}
        onRemove={(id) => remove('traits', id)}
      />
      <RatingsEditor
        mode="toggle"
        digitKeysHint={t('setup.vt.keysHint')}
        content={shown}
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
