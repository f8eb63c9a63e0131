import { useState } from 'react';
import type { SetupProps } from '../types';
import { SaveBar } from '../common/save-bar';
import { useT } from '../../../lib/i18n/use-t';

type Prompts = Record<string, string[]>;

function readPrompts(setup: unknown): Prompts | null {
  const p = (setup as { prompts?: unknown } | undefined)?.prompts;
  if (!p || typeof p !== 'object') return null;
  return Object.fromEntries(Object.entries(p).filter(([, v]) => Array.isArray(v))) as Prompts;
}

/** Which of the four skills to assess and, per skill, one or two written questions. */
export default function HumanSkillsSetup({ content, setup, busy, onSave }: SetupProps) {
  const t = useT();
  const skills = content.groups.skills ?? [];
  const prompts = content.groups.prompts ?? [];
  const [chosen, setChosen] = useState<Prompts>(
    () =>
      readPrompts(setup) ??
      Object.fromEntries(
        skills.map((s) => [
          s.id,
          prompts
            .filter((p) => p.type === s.id)
            .slice(0, 1)
            .map((p) => p.id),
        ]),
      ),
  );
  const [problem, setProblem] = useState<string>();

  function toggle(skill: string, prompt: string, on: boolean) {
    setChosen((c) => {
      const list = c[skill] ?? [];
      const next = on ? [...list, prompt].slice(-2) : list.filter((id) => id !== prompt);
      return { ...c, [skill]: next };
    });
  }

  function save() {
    const used = skills.filter((s) => (chosen[s.id] ?? []).length > 0).map((s) => s.id);
    if (used.length === 0) return setProblem(t('setup.human_skills.none'));
    setProblem(undefined);
    void onSave({ skills: used, prompts: Object.fromEntries(used.map((s) => [s, chosen[s]])) }, {});
  }

  return (
    <div className="stack">
      <p className="muted">{t('setup.human_skills.help')}</p>
      {skills.map((skill) => (
        <fieldset key={skill.id} className="card stack">
          <legend className="choice-legend">{skill.text}</legend>
          {prompts
            .filter((p) => p.type === skill.id)
            .map((p) => (
              <label key={p.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={(chosen[skill.id] ?? []).includes(p.id)}
                  onChange={(e) => toggle(skill.id, p.id, e.target.checked)}
                />
                <span>{p.text}</span>
              </label>
            ))}
        </fieldset>
      ))}
      <SaveBar problem={problem} busy={busy} onSave={save} />
    </div>
  );
}
