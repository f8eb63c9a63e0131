import { Link, useNavigate } from 'react-router-dom';
import type { CandidateRow } from '@shared/routes';
import { formatDate, formatScore } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { StatusBadge } from './status-badge';

export function candidatePath(templateId: string, candidateId: string): string {
  return `/assessments/candidate?as_id=${encodeURIComponent(templateId)}&u_id=${encodeURIComponent(candidateId)}`;
}

export function displayName(c: Pick<CandidateRow, 'displayName' | 'firstname' | 'lastname' | 'email'>): string {
  return c.displayName || [c.firstname, c.lastname].filter(Boolean).join(' ') || c.email;
}

export function CandidatesTable({ templateId, rows }: { templateId: string; rows: readonly CandidateRow[] }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  if (rows.length === 0) return <p className="empty">{t('details.noCandidates')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('details.col.name')}</th>
            <th scope="col">{t('details.col.email')}</th>
            <th scope="col">{t('details.col.status')}</th>
            <th scope="col">{t('details.col.score')}</th>
            <th scope="col">{t('details.col.joined')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} className="row-link" onClick={() => navigate(candidatePath(templateId, c.id))}>
              <td className="name-cell">
                <Link to={candidatePath(templateId, c.id)} onClick={(e) => e.stopPropagation()}>
                  {displayName(c)}
                </Link>
              </td>
              <td>{c.email}</td>
              <td>
                <StatusBadge status={c.status} />
              </td>
              <td>{formatScore(c.score)}</td>
              <td>{formatDate(c.joined_at, locale, true)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
