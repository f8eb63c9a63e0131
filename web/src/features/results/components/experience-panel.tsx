import { Card } from '../../../components/ui/feedback';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { useApi } from '../../../lib/use-api';

/**
 * What candidates said about the test (issue 25 part 5): how many answered, the average rating and their comments,
 * without who wrote them. Never part of a score.
 */
export function ExperiencePanel({ formId }: { formId: string }) {
  const t = useT();
  const locale = useLocale();
  const view = useApi('getExperienceFeedback', { params: { id: formId } });
  if (!view.data) return null;
  const s = view.data;
  return (
    <Card className="stack">
      <h2>{t('experience.employer.title')}</h2>
      <p className="muted small">{t('experience.employer.note')}</p>
      {s.count === 0 ? (
        <p className="muted" data-testid="experience-summary">
          {t('experience.employer.none')}
        </p>
      ) : (
        <p data-testid="experience-summary">
          {t('experience.employer.summary', { average: s.average ?? 0, count: s.count })}
        </p>
      )}
      {s.comments.length > 0 && (
        <ul className="stack">
          {s.comments.map((c, i) => (
            <li key={`${c.at}-${i}`}>
              <span className="small muted">
                {formatDate(c.at, locale)} · {c.rating}/5
              </span>
              <p>{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
