import { useState } from 'react';
import type { SetupProps } from '../types';
import { SaveBar } from '../common/save-bar';
import { useT } from '../../../lib/i18n/use-t';

/** Choose the parts of the logic test; there is nothing to answer as the company (the key stays on the server). */
export default function LogicTestSetup({ content, setup, busy, onSave }: SetupProps) {
  const t = useT();
  const parts = content.groups.parts ?? [];
  const stored = (setup as { parts?: unknown } | undefined)?.parts;
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(Array.isArray(stored) ? (stored as string[]) : parts.map((p) => p.id)),
  );
  const [problem, setProblem] = useState<string>();
  return (
    <div className="stack">
      <p className="muted">{t('setup.logic_test.help')}</p>
      <fieldset className="card stack">
        <legend className="choice-legend">{t('setup.logic_test.parts')}</legend>
        {parts.map((p) => (
          <label key={p.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.has(p.id)}
              onChange={(e) =>
                setChosen((c) => {
                  const next = new Set(c);
                  if (e.target.checked) next.add(p.id);
                  else next.delete(p.id);
                  return next;
                })
              }
            />
            <span>
              {p.text}{' '}
              <span className="muted small">
                · {t('setup.logic_test.items', { n: content.groups[p.id]?.length ?? 0 })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <SaveBar
        problem={problem}
        busy={busy}
        onSave={() => {
          if (chosen.size === 0) return setProblem(t('setup.logic_test.none'));
          setProblem(undefined);
          void onSave({ parts: parts.map((p) => p.id).filter((id) => chosen.has(id)) }, {});
        }}
      />
    </div>
  );
}
