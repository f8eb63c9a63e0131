import { useState } from 'react';
import { CUSTOM_ITEMS } from '@shared/constants/limits';
import { customItemTexts, type CustomItem } from '@shared/sections/custom-items';
import { MAX_BEHAVIOR_SCENARIOS } from '@shared/sections/acceptable-behaviors/schema';
import type { SetupProps } from '../types';
import { isNumber, readChoiceMap, setChoice } from '../common/answer-maps';
import { OwnItemsEditor } from '../common/own-items';
import { SaveBar } from '../common/save-bar';
import { BehaviorQuestions } from './questions';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

const readOwn = (setup: unknown): CustomItem[] =>
  [...customItemTexts(setup, ['custom_scenarios'])].map(([id, text]) => ({ id, text }));

function readScenarios(setup: unknown): string[] {
  const list = (setup as { scenarios?: unknown } | undefined)?.scenarios;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * Choose the scenarios and write the company's own (recommended at most 15 in all, spec part 1 §3, §5) and rate
 * each as the company treats it.
 */
export default function AcceptableBehaviorsSetup({ content, setup, company, busy, onSave }: SetupProps) {
  const t = useT();
  const locale = useLocale();
  const all = content.groups.scenarios ?? [];
  const [own, setOwn] = useState<CustomItem[]>(() => readOwn(setup));
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(readScenarios(setup).length || readOwn(setup).length ? readScenarios(setup) : all.map((s) => s.id)),
  );
  const [ratings, setRatings] = useState(() => readChoiceMap(company, isNumber));
  const [problem, setProblem] = useState<string>();
  const asked = new Set([...chosen, ...own.map((o) => o.id)]);
  const rated = [...asked].filter((id) => ratings[id] !== undefined).length;
  const shown = { ...content, groups: { ...content.groups, scenarios: [...all, ...own] } };

  function save() {
    if (asked.size === 0) return setProblem(t('setup.acceptable_behaviors.none'));
    if (asked.size > MAX_BEHAVIOR_SCENARIOS)
      return setProblem(errorText('BEHAVIOR_SCENARIOS_TOO_MANY', locale, { max: MAX_BEHAVIOR_SCENARIOS }));
    setProblem(undefined);
    const scenarios = all.map((s) => s.id).filter((id) => chosen.has(id));
    const company = Object.fromEntries(Object.entries(ratings).filter(([id]) => asked.has(id)));
    void onSave({ scenarios, custom_scenarios: own }, company);
  }

  return (
    <div className="stack">
      <p className="muted">{t('setup.acceptable_behaviors.help', { max: MAX_BEHAVIOR_SCENARIOS })}</p>
      <fieldset className="card stack">
        <legend className="choice-legend">{t('setup.acceptable_behaviors.choose')}</legend>
        {all.map((s, i) => (
          <label key={s.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.has(s.id)}
              onChange={(e) =>
                setChosen((c) => {
                  const next = new Set(c);
                  if (e.target.checked) next.add(s.id);
                  else next.delete(s.id);
                  return next;
                })
              }
            />
            <span>{`${i + 1}. ${s.text}`}</span>
          </label>
        ))}
      </fieldset>
      <OwnItemsEditor
        title={t('setup.own.scenarios')}
        help={t('setup.own.scenariosHelp', { max: MAX_BEHAVIOR_SCENARIOS })}
        what="scenario"
        items={own}
        taken={all.map((s) => s.text)}
        max={MAX_BEHAVIOR_SCENARIOS}
        textMax={CUSTOM_ITEMS.scenarioTextMax}
        onAdd={(item) => setOwn((o) => [...o, item])}
        onRemove={(id) => {
          setOwn((o) => o.filter((x) => x.id !== id));
          setRatings((r) => setChoice(r, id, undefined));
        }}
      />
      <h3>{t('setup.acceptable_behaviors.rate')}</h3>
      <BehaviorQuestions
        content={shown}
        only={asked}
        answers={ratings}
        toggle
        onChange={(id, v) => setRatings((r) => setChoice(r, id, v))}
      />
      <SaveBar
        status={t('setup.answered', { n: rated, total: asked.size })}
        problem={problem}
        busy={busy}
        onSave={save}
      />
    </div>
  );
}
