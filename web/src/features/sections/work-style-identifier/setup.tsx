import { useState } from 'react';
import type { SetupProps } from '../types';
import { isString, readChoiceMap, setChoice } from '../common/answer-maps';
import { SaveBar } from '../common/save-bar';
import { WorkStyleQuestions } from './questions';
import { useT } from '../../../lib/i18n/use-t';

/** The company answers the nine scenarios as it works; it may save part and come back. */
export default function WorkStyleSetup({ content, company, busy, onSave }: SetupProps) {
  const t = useT();
  const [answers, setAnswers] = useState(() => readChoiceMap(company, isString));
  const total = content.groups.scenarios?.length ?? 0;
  return (
    <div className="stack">
      <p className="muted">{t('setup.work_style_identifier.help')}</p>
      <WorkStyleQuestions
        content={content}
        answers={answers}
        onChange={(id, v) => setAnswers((a) => setChoice(a, id, v))}
      />
      <SaveBar
        status={t('setup.answered', { n: Object.keys(answers).length, total })}
        busy={busy}
        onSave={() => void onSave(undefined, answers)}
      />
    </div>
  );
}
