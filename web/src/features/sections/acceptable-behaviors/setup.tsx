import { useState } from 'react';
import { MAX_BEHAVIOR_SCENARIOS } from '@shared/sections/acceptable-behaviors/schema';
import type { SetupProps } from '../types';
import { isNumber, readChoiceMap, setChoice } from '../common/answer-maps';
import { SaveBar } from '../common/save-bar';
import { BehaviorQuestions } from './questions';
import { useT } from '../../../lib/i18n/use-t';

function readScenarios(setup: unknown): string[] {
  const list = (setup as { scenarios?: unknown } | undefined)?.scenarios;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/** Choose the scenarios (recommended at most 15, spec part 1 §5) and rate each as the company treats it. */
export default function AcceptableBehaviorsSetup({ content, setup, company, busy, onSave }: SetupProps) {
  const t = useT();
  const all = content.groups.scenarios ?? [];
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(readScenarios(setup).length ? readScenarios(setup) : all.map((s) => s.id)),
  );
  const [ratings, setRatings] = useState(() => readChoiceMap(company, isNumber));
  const [problem, setProblem] = useState<string>();
  const rated = [...chosen].filter((id) => ratings[id] !== undefined).length;

  function save() {
    if (chosen.size === 0) return setProblem(t('setup.acceptable_behaviors.none'));
    setProblem(undefined);
    const scenarios = all.map((s) => s.id).filter((id) => chosen.has(id));
    const company = Object.fromEntries(Object.entries(ratings).filter(([id]) => chosen.has(id)));
    void onSave({ scenarios }, company);
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
      <h3>{t('setup.acceptable_behaviors.rate')}</h3>
      <BehaviorQuestions
        content={content}
        only={chosen}
        answers={ratings}
        toggle
        onChange={(id, v) => setRatings((r) => setChoice(r, id, v))}
      />
      <SaveBar
        status={t('setup.answered', { n: rated, total: chosen.size })}
        problem={problem}
        busy={busy}
        onSave={save}
      />
    </div>
  );
}
