import type { ResultProps } from '../types';
import { readSurvey } from './builder-model';
import { useT } from '../../../lib/i18n/use-t';

interface SurveySummary {
  overall?: number | null;
  keyed?: number;
  questions?: { question_id: string; credit: number }[];
  answers?: Record<string, string | string[]>;
}

/** Each question with the answer as given; keyed questions show whether the answer was right. */
export default function CustomSurveyResult({ summary, template }: ResultProps) {
  const t = useT();
  const s = (summary ?? {}) as SurveySummary;
  const survey = readSurvey(template.setup.custom_survey, '', '');
  const credit = new Map((s.questions ?? []).map((q) => [q.question_id, q.credit]));
  return (
    <div className="stack">
      {survey.questions.map((q, i) => {
        const a = s.answers?.[q.id];
        const label = (id: string) => q.options.find((o) => o.id === id)?.label ?? id;
        const shown =
          a === undefined || a === '' || (Array.isArray(a) && a.length === 0)
            ? null
            : typeof a === 'string'
              ? q.type === 'open-ended'
                ? a
                : label(a)
              : a.map(label).join(', ');
        const c = credit.get(q.id);
        return (
          <div key={q.id}>
            <strong>{`${i + 1}. ${q.headline}`}</strong>
            {c !== undefined && (
              <span
                className={`badge ${c === 1 ? 'badge-green' : c > 0 ? 'badge-yellow' : 'badge-red'}`}
                style={{ marginInlineStart: '0.5rem' }}
              >
                {c === 1
                  ? t('result.cs.correct')
                  : c > 0
                    ? t('result.cs.partly', { n: Math.round(c * 100) })
                    : t('result.cs.wrong')}
              </span>
            )}
            {shown === null ? (
              <p className="muted">{t('result.unanswered')}</p>
            ) : (
              <p className="answer-text">{shown}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
