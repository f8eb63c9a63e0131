import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AssessmentSummary } from '@shared/routes';
import { ProgressBar } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import {
  dateCreated,
  filterAssessments,
  NO_FILTERS,
  nextSort,
  paginate,
  sortAssessments,
  type Sort,
  type SortKey,
  type AssessmentFilters,
} from './assessments-table-model';
import { readSession } from '../../../lib/session';
import { Menu } from '../../../components/ui/menu';
import { SortHeader } from '../../../components/ui/sort-header';
import { SearchBox } from '../../../components/ui/search-box';
import { usePage } from '../../../lib/use-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useDescribeError } from '../../../lib/error-text';
import { deleteTemplate, duplicateTemplate, unshareTemplate } from '../api/lifecycle';
import { assessmentActions, canTransfer, teamsOfferedForSharing } from '@shared/assessments/permissions';
import type { TeamSummary } from '@shared/routes';
import { useMyTeams } from '../../teams';
import { ShareDialog } from './share-dialog';

/** The teams list as the shared permission rules see it: every listed team has the user as an active member. */
function teamRefs(teams: readonly TeamSummary[], email: string) {
  return teams.map((team) => ({
    ...team,
    deleted: false,
    members: [{ email, role: team.role, owner: false, active: true, created_at: '', invited: false, sendmail: false }],
  }));
}

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

/** A draft resumes in the wizard; a published assessment opens its details. */
export function rowPath(row: Pick<AssessmentSummary, 'id' | 'status'>): string {
  return row.status === 'draft' ? `/assessments/create/name?id=${encodeURIComponent(row.id)}` : detailsPath(row.id);
}

export function AssessmentsTable({ items }: { items: readonly AssessmentSummary[] }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const toast = useToast();
  const session = readSession();
  const me = session.kind === 'ok' ? session.record.email.toLowerCase() : '';
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AssessmentFilters>(NO_FILTERS);
  const [sort, setSort] = useState<Sort>({ key: 'date_created', dir: 'desc' });
  const [deleting, setDeleting] = useState<AssessmentSummary | null>(null);
  const [sharing, setSharing] = useState<AssessmentSummary | null>(null);
  const teams = useMyTeams();
  const refs = useMemo(() => teamRefs(teams.data?.items ?? [], me), [teams.data, me]);
  const actor = {
    email: me,
    currentTeamId: teams.data?.currentTeamId ?? '',
    personalTeamId: teams.data?.personalTeamId ?? '',
  };

  const rows = useMemo(
    () => sortAssessments(filterAssessments(items, search, filters), sort),
    [items, search, filters, sort],
  );
  const [page, setPage] = usePage([items, search, filters, sort]);
  const current = paginate(rows, page);
  const byName = useMemo(() => [...items].sort((a, b) => a.form_name.localeCompare(b.form_name)), [items]);

  async function duplicate(row: AssessmentSummary) {
    try {
      const copy = await duplicateTemplate(row.id);
      toast.show(t('list.duplicated', { name: copy.form_name }));
    } catch (err) {
      toast.show(describe(err));
    }
  }

  async function unshare(row: AssessmentSummary) {
    try {
      await unshareTemplate(row.id);
      toast.show(t('share.unshared', { name: row.form_name }));
    } catch (err) {
      toast.show(describe(err));
    }
  }

  /** Row menu (spec part 1 §2, §5): the shared rules decide which actions each row offers; the server enforces them. */
  function actions(row: AssessmentSummary) {
    const can = assessmentActions(actor, { ...row, deleted: false }, null, refs);
    return [
      ...(can.edit
        ? [
            {
              label: row.status === 'draft' ? t('list.action.resume') : t('list.action.edit'),
              onSelect: () => navigate(`/assessments/create/name?id=${encodeURIComponent(row.id)}`),
            },
          ]
        : []),
      { label: t('list.action.duplicate'), onSelect: () => void duplicate(row) },
      // While the teams load, the creator's personal assessments offer Share at once; the dialog shows the teams loading.
      ...((teams.data ? can.share : canTransfer(actor, { ...row, deleted: false }) && row.scope === 'personal')
        ? [{ label: t('share.action'), onSelect: () => setSharing(row) }]
        : []),
      ...(can.unshare ? [{ label: t('share.unshare'), onSelect: () => void unshare(row) }] : []),
      ...(can.delete ? [{ label: t('list.action.delete'), onSelect: () => setDeleting(row), danger: true }] : []),
    ];
  }

  return (
    <div className="stack">
      <div className="toolbar" role="search">
        <SearchBox id="assessment-search" label={t('list.search')} value={search} onChange={setSearch} />
        <div className="toolbar-filters">
          <label className="field">
            <span className="field-label">{t('list.filter.assessment')}</span>
            <select
              className="input"
              value={filters.assessment}
              onChange={(e) => setFilters((f) => ({ ...f, assessment: e.target.value }))}
            >
              <option value="">{t('list.filter.all')}</option>
              {byName.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.form_name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{t('list.filter.status')}</span>
            <select
              className="input"
              value={filters.status}
              onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as AssessmentFilters['status'] }))}
            >
              <option value="">{t('list.filter.all')}</option>
              <option value="draft">{t('list.status.draft')}</option>
              <option value="published">{t('list.status.published')}</option>
            </select>
          </label>
        </div>
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <SortHeader
                  key={c.key}
                  column={c.key}
                  label={c.label}
                  sort={sort}
                  onSort={(key) => setSort((s) => nextSort(s, key))}
                />
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('respondents.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {current.rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length + 1} className="empty">
                  {t('list.noResults')}
                </td>
              </tr>
            ) : (
              current.rows.map((row) => (
                <tr key={row.id} className="row-link" onClick={() => navigate(rowPath(row))}>
                  <td className="name-cell">
                    <Link to={rowPath(row)} onClick={(e) => e.stopPropagation()}>
                      {row.form_name}
                    </Link>{' '}
                    {row.status === 'draft' && <span className="badge">{t('list.draft')}</span>}
                    {row.is_sample_data && <span className="badge badge-blue">{t('sample.badge')}</span>}
                  </td>
                  <td>{row.candidate_total}</td>
                  <td>
                    <ProgressBar value={row.progress} label={`${t('list.col.progress')}: ${row.form_name}`} />
                  </td>
                  <td>{formatDate(row.last_activity_at, locale, true)}</td>
                  <td>{formatDate(dateCreated(row), locale)}</td>
                  <td className="actions-cell">
                    <Menu label={t('list.actions', { name: row.form_name })} items={actions(row)} />
                  </td>
                </tr>
              ))
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
      {sharing && (
        <ShareDialog
          template={sharing}
          loading={!teams.data}
          teams={
            teams.data?.items.filter(
              (team) =>
                teamsOfferedForSharing(
                  actor,
                  sharing,
                  refs.filter((r) => r.id === team.id),
                ).length > 0,
            ) ?? []
          }
          onClose={() => setSharing(null)}
          onShared={(team) => toast.show(t('share.shared', { name: sharing.form_name, team: team.name }))}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('list.delete.title', { name: deleting.form_name })}
          confirmLabel={t('list.delete.confirm')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteTemplate(deleting.id);
            toast.show(t('list.deleted', { name: deleting.form_name }));
          }}
        >
          <p>
            {deleting.candidate_total > 0
              ? t('list.delete.warning', { n: deleting.candidate_total })
              : t('list.delete.warningEmpty')}
          </p>
        </ConfirmDialog>
      )}
      {toast.node}
    </div>
  );
}
