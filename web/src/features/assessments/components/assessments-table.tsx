import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TemplateSummary } from '@shared/routes';
import { ProgressBar } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { dateCreated, filterTemplates, nextSort, paginate, sortTemplates, type Sort, type SortKey } from './assessments-table-model';

const COLUMNS: ReadonlyArray<{ key: SortKey; label: MessageKey }> = [
  { key: 'name', label: 'list.col.name' },
  { key: 'candidate', label: 'list.col.candidates' },
  { key: 'progress', label: 'list.col.progress' },
  { key: 'last_activity', label: 'list.col.lastActivity' },
  { key: 'date_created', label: 'list.col.dateCreated' },
];

export function detailsPath(id: string): string {
  return `/assessments/assessments?id=${encodeURIComponent(id)}`;
}

export function AssessmentsTable({ items }: { items: readonly TemplateSummary[] }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'date_created', dir: 'desc' });
  const [page, setPage] = useState(1);

  const rows = useMemo(() => sortTemplates(filterTemplates(items, search), sort), [items, search, sort]);
  // The page resets when data, search or sort change (spec part 1 §2).
  const [resetMarker, setResetMarker] = useState({ items, search, sort });
  if (resetMarker.items !== items || resetMarker.search !== search || resetMarker.sort !== sort) {
    setResetMarker({ items, search, sort });
    setPage(1);
  }
  const current = paginate(rows, page);

  return (
    <div className="stack">
      <div className="toolbar" role="search">
        <label className="visually-hidden" htmlFor="assessment-search">
          {t('list.search')}
        </label>
        <input id="assessment-search" type="search" className="input" placeholder={t('list.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              {COLUMNS.map((c) => {
                const active = sort.key === c.key;
                return (
                  <th key={c.key} scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <button type="button" className="sort-button" onClick={() => setSort((s) => nextSort(s, c.key))}>
                      {t(c.label)}
                      <span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {current.rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="empty">
                  {t('list.noResults')}
                </td>
              </tr>
            ) : (
              current.rows.map((row) => (
                <tr key={row.id} className="row-link" onClick={() => navigate(detailsPath(row.id))}>
                  <td className="name-cell">
                    <Link to={detailsPath(row.id)} onClick={(e) => e.stopPropagation()}>
                      {row.form_name}
                    </Link>{' '}
                    {row.status === 'draft' && <span className="badge">{t('list.draft')}</span>}
                  </td>
                  <td>{row.candidate_total}</td>
                  <td>
                    <ProgressBar value={row.progress} label={`${t('list.col.progress')}: ${row.form_name}`} />
                  </td>
                  <td>{formatDate(row.last_activity_at, locale, true)}</td>
                  <td>{formatDate(dateCreated(row), locale)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {current.total > 0 && <Pagination page={current.page} pages={current.pages} from={current.from} to={current.to} total={current.total} onPage={setPage} />}
    </div>
  );
}
