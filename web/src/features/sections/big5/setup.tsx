import { useState } from 'react';
import { BIG5_FORMS, type Big5Form } from '@shared/sections/big5/schema';
import type { SetupProps } from '../types';
import { ChoiceGroup } from '../common/choice-group';
import { isNumber, readChoiceMap, setChoice } from '../common/answer-maps';
import { SaveBar } from '../common/save-bar';
import { Big5Questions } from './questions';
import { useT } from '../../../lib/i18n/use-t';

/** The 120 or 50 item form, and optionally the profile the company is looking for (answered as that person would). */
export default function Big5Setup({ content, setup, company, busy, onSave }: SetupProps) {
  const t = useT();
  const storedForm = (setup as { form?: unknown } | undefined)?.form;
  const [form, setForm] = useState<Big5Form>(storedForm === '50' ? '50' : '120');
  const initial = readChoiceMap(company, isNumber);
  const [withTarget, setWithTarget] = useState(Object.keys(initial).length > 0);
  const [target, setTarget] = useState(initial);
  // The item list depends on the form: the 50-item form asks different statements.
  const formContent =
    form === '50' ? { ...content, groups: { ...content.groups, items: content.groups.items_50 ?? [] } } : content;
  const items = formContent.groups.items ?? [];
  const answered = items.filter((i) => target[i.id] !== undefined).length;
  const [problem, setProblem] = useState<string>();

  function save() {
    if (withTarget && answered < items.length)
      return setProblem(t('setup.big5.targetIncomplete', { n: items.length - answered }));
    setProblem(undefined);
    const ids = new Set(items.map((i) => i.id));
    void onSave({ form }, withTarget ? Object.fromEntries(Object.entries(target).filter(([id]) => ids.has(id))) : {});
  }

  return (
    <div className="stack">
      <ChoiceGroup
        legend={t('setup.big5.form')}
        choices={BIG5_FORMS.map((f) => ({ value: f, label: t(`setup.big5.form${f}`) }))}
        value={form}
        onChange={(v) => v && setForm(v)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={withTarget} onChange={(e) => setWithTarget(e.target.checked)} />
        <span>
          {t('setup.big5.target')}
          <br />
          <span className="muted small">{t('setup.big5.targetHelp')}</span>
        </span>
      </label>
      {withTarget && (
        <Big5Questions
          content={formContent}
          answers={target}
          toggle
          onChange={(id, v) => setTarget((a) => setChoice(a, id, v))}
        />
      )}
      <SaveBar
        status={withTarget ? t('setup.answered', { n: answered, total: items.length }) : undefined}
        problem={problem}
        busy={busy}
        onSave={save}
      />
    </div>
  );
}
