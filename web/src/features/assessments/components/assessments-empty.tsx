import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';

const STEPS: ReadonlyArray<{
  title: MessageKey;
  text: MessageKey;
  state: 'done' | 'current' | 'upcoming';
  badge: MessageKey;
}> = [
  { title: 'list.empty.step1', text: 'list.empty.step1Text', state: 'done', badge: 'list.empty.done' },
  { title: 'list.empty.step2', text: 'list.empty.step2Text', state: 'current', badge: 'list.empty.current' },
  { title: 'list.empty.step3', text: 'list.empty.step3Text', state: 'upcoming', badge: 'list.empty.upcoming' },
];

/** First visit: three step cards (spec part 1 §2 "Empty state"). */
export function AssessmentsEmpty() {
  const t = useT();
  return (
    <div className="card stack">
      <h2>{t('list.empty.title')}</h2>
      <ol className="steps">
        {STEPS.map((s, i) => (
          <li
            key={s.title}
            className="step-card"
            data-state={s.state}
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {s.state === 'done' ? '✓' : i + 1}
            </span>
            <h3>{t(s.title)}</h3>
            <p className="muted small">{t(s.text)}</p>
            <span
              className={`badge${s.state === 'done' ? ' badge-green' : s.state === 'current' ? ' badge-blue' : ''}`}
            >
              {t(s.badge)}
            </span>
          </li>
        ))}
      </ol>
      <div className="row">
        <Link className="btn btn-primary" to="/assessments/create/name">
          {t('list.empty.create')}
        </Link>
        <a className="btn btn-secondary" href="/assessments/sample-report" target="_blank" rel="noopener">
          {t('sample.see')}
        </a>
      </div>
    </div>
  );
}
