import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RespondentRow } from '@shared/routes';
import { RESPONDENT_STATUSES } from '@shared/respondents/types';
import { RESPONDENT_STATUS_LABELS } from '@shared/respondents';
import { WORK_STYLE_LABELS } from '@shared/sections/work-style-identifier/schema';
import { ProgressBar } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { Menu } from '../../../components/ui/menu';
import { SortHeader } from '../../../components/ui/sort-header';
import { SearchBox } from '../../../components/ui/search-box';
import { usePage } from '../../../lib/use-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate, formatScore } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { paginate } from '../../assessments';
import { deleteCandidate, rateCandidate, resetCandidate, sendCandidateResults } from '../api/respondent-actions';
import { respondentPath } from './candidates-table';
import { StatusBadge } from './status-badge';
import { RatingStars } from './rating-stars';
import {
  filterRespondents,
  PAGE_SIZES,
  respondentName,
  sortRespondents,
  type PageSize,
  type RespondentSort,
  type RespondentSortKey,
} from './respondents-table-model';

const COLUMNS: ReadonlyArray<{ key: RespondentSortKey; label: MessageKey; assessmentOnly?: boolean }> = [
  { key: 'name', label: 'respondents.col.name' },
  { key: 'assessment', label: 'respondents.col.assessment', assessmentOnly: true },
  { key: 'created', label: 'respondents.col.created' },
  { key: 'last_activity', label: 'respondents.col.lastActivity' },
  { key: 'status', label: 'respondents.col.status' },
  { key: 'progress', label: 'respondents.col.progress' },
  { key: 'joined', label: 'respondents.col.joined' },
  { key: 'score', label: 'respondents.col.score' },
  { key: 'rating', label: 'respondents.col.rating' },
];

interface RespondentsTableProps {
  rows: readonly RespondentRow[];
  /** The list across assessments shows which assessment each respondent took. */
  showAssessment: boolean;
  /** Called after a rating or a reset so the list reads the server again. */
  onChanged: () => void;
  /** An invited respondent's invitation stage, shown under their status. */
  invitationOf?: (row: RespondentRow) => ReactNode;
}

/**
 * The respondent list (spec part 1 §2): search, status filter, every column sortable, page sizes 10/25/50/100,
 * the 'x - y of total Results' pagination, your rating, and per-row actions (view result, clear results).
 */
export function RespondentsTable({ rows, showAssessment, onChanged, invitationOf }: RespondentsTableProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | RespondentRow['status']>('');
  const [sort, setSort] = useState<RespondentSort>({ key: 'created', dir: 'desc' });
  const [size, setSize] = useState<PageSize>(10);
  const [resetting, setResetting] = useState<RespondentRow | null>(null);
  const [deleting, setDeleting] = useState<RespondentRow | null>(null);
  const columns = COLUMNS.filter((c) => showAssessment || !c.assessmentOnly);

  const shown = useMemo(
    () => sortRespondents(filterRespondents(rows, search, status), sort),
    [rows, search, status, sort],
  );
  const [page, setPage] = usePage([search, status, sort, size]);
  const current = paginate(shown, page, size);
  const onSort = (key: RespondentSortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: key === 'name' || key === 'assessment' ? 'asc' : 'desc' },
    );

  return (
    <div className="stack">
      <div className="toolbar" role="search">
        <SearchBox id="respondent-search" label={t('respondents.search')} value={search} onChange={setSearch} />
        <div className="toolbar-filters">
          <label className="field">
            <span className="field-label">{t('respondents.status')}</span>
            <select className="input" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="">{t('list.filter.all')}</option>
              {RESPONDENT_STATUSES.filter((s) => s !== 'RECOMPUTE').map((s) => (
                <option key={s} value={s}>
                  {RESPONDENT_STATUS_LABELS[s][locale]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{t('respondents.pageSize')}</span>
            <select className="input" value={size} onChange={(e) => setSize(Number(e.target.value) as PageSize)}>
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              {columns.map((c) => (
                <SortHeader key={c.key} column={c.key} label={c.label} sort={sort} onSort={onSort} />
              ))}
              <th scope="col">{t('respondents.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {current.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="empty">
                  {rows.length > 0
                    ? t('list.noResults')
                    : // On an assessment's own page the invite tabs are just above the list.
                      t(showAssessment ? 'respondents.empty' : 'respondents.emptyHere')}
                </td>
              </tr>
            ) : (
              current.rows.map((r) => {
                const name = respondentName(r);
                const path = respondentPath(r.form_id, r.id);
                return (
                  <tr key={r.id} className="row-link" onClick={() => navigate(path)}>
                    <td className="name-cell">
                      <Link to={path} onClick={(e) => e.stopPropagation()}>
                        {name}
                      </Link>
                      {r.is_sample_data && (
                        <>
                          {' '}
                          <span className="badge badge-blue">{t('sample.badge')}</span>
                        </>
                      )}
                      <br />
                      <span className="muted small">
                        {r.temporary_email ? t('respondents.temporaryEmail') : r.email}
                      </span>
                      {r.email_proof === 'confirmed' && (
                        <span
                          className="email-proof email-proof-ok"
                          title={t('respondents.emailConfirmedHint')}
                          data-testid="email-confirmed"
                        >
                          {' '}
                          ✓ {t('respondents.emailConfirmed')}
                        </span>
                      )}
                      {r.email_proof === 'unconfirmed' && (
                        <span
                          className="email-proof muted small"
                          title={t('respondents.emailUnconfirmedHint')}
                          data-testid="email-unconfirmed"
                        >
                          {' '}
                          · {t('respondents.emailUnconfirmed')}
                        </span>
                      )}
                      {r.unconfirmed_attempts > 0 && (
                        <span
                          className="email-proof muted small"
                          title={t('respondents.unconfirmedAttemptsHint')}
                          data-testid="unconfirmed-attempts"
                        >
                          <br />⚠ {t('respondents.unconfirmedAttempts')}
                        </span>
                      )}
                    </td>
                    {showAssessment && <td>{r.form_name}</td>}
                    <td>{formatDate(r.created_at, locale)}</td>
                    <td>{formatDate(r.last_accessed_at, locale, true)}</td>
                    <td>
                      <StatusBadge status={r.status} />
                      {invitationOf && <div className="small">{invitationOf(r)}</div>}
                    </td>
                    <td>
                      <ProgressBar value={r.progress} label={`${t('respondents.col.progress')}: ${name}`} />
                    </td>
                    <td>{formatDate(r.joined_at, locale)}</td>
                    <td>
                      {r.credit_held ? (
                        <span className="badge badge-yellow" title={t('results.heldBody')}>
                          {t('results.held')}
                        </span>
                      ) : r.score === null && r.work_style ? (
                        // A style-only result has no score: the style they lean to says more than a dash.
                        <span title={t('respondents.workStyleHint')}>
                          {t('respondents.workStyle', { style: WORK_STYLE_LABELS[r.work_style][locale] })}
                        </span>
                      ) : (
                        formatScore(r.score)
                      )}
                    </td>
                    <td>
                      <RatingStarsCell row={r} name={name} onChanged={onChanged} />
                    </td>
                    <td className="actions-cell">
                      <Menu
                        label={t('list.actions', { name })}
                        items={[
                          { label: t('respondents.view'), onSelect: () => navigate(path) },
                          ...((r.status === 'COMPLETED' || r.status === 'RECOMPUTE') && !r.temporary_email
                            ? [
                                {
                                  label: r.is_sent_result ? t('respondents.sendAgain') : t('respondents.send'),
                                  onSelect: () =>
                                    void sendCandidateResults(r).then(
                                      () => {
                                        toast.show(t('respondents.sent', { name }));
                                        onChanged();
                                      },
                                      (err: unknown) => toast.show(describe(err)),
                                    ),
                                },
                              ]
                            : []),
                          ...(r.status !== 'INVITED'
                            ? [{ label: t('respondents.reset'), onSelect: () => setResetting(r), danger: true }]
                            : []),
                          { label: t('respondents.delete'), onSelect: () => setDeleting(r), danger: true },
                        ]}
                      />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {current.total > 0 && (
        <Pagination
          page={current.page}
          pages={current.pages}
          from={current.from}
          to={current.to}
          total={current.total}
          onPage={setPage}
        />
      )}
      {resetting && (
        <ConfirmDialog
          title={t('respondents.reset.title', { name: respondentName(resetting) })}
          confirmLabel={t('respondents.reset')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setResetting(null)}
          onConfirm={async () => {
            await resetCandidate(resetting);
            toast.show(t('respondents.reset.done', { name: respondentName(resetting) }));
            onChanged();
          }}
        >
          <p>{t('respondents.reset.text')}</p>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('respondents.delete.title', { name: respondentName(deleting) })}
          confirmLabel={t('respondents.delete')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteCandidate(deleting);
            toast.show(t('respondents.delete.done', { name: respondentName(deleting) }));
            onChanged();
          }}
        >
          <p>{t('respondents.delete.text')}</p>
        </ConfirmDialog>
      )}
      {toast.node}
    </div>
  );
}

function RatingStarsCell({ row, name, onChanged }: { row: RespondentRow; name: string; onChanged: () => void }) {
  return (
    <RatingStars
      name={name}
      value={row.rating}
      onRate={async (rating) => {
        await rateCandidate(row, rating);
        onChanged();
      }}
    />
  );
}
