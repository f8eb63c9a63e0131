import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/teams/audit';
import { Button } from '../../../components/ui/button';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { SelectField, TextField } from '../../../components/ui/field';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { exportAuditLog, useAuditLog, type AuditFilter } from '../api/audit-log';

/**
 * My account → Activity (docs/privacy.md "Audit log"): the current workspace's audit log, newest first, filtered by
 * action, person and dates, a page at a time, and saved as CSV. The server refuses a team's plain members.
 */
export function ActivityTab() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(filter);
  const emailOf = new Map(log.actors.map((a) => [a.sub, a.email]));
  const set = (patch: Partial<AuditFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const forbidden = (log.error as { status?: number } | null)?.status === 403;

  return (
    <div className="stack" data-testid="activity-tab">
      <p>{t('audit.intro')}</p>
      <div className="row-actions align-end">
        <SelectField
          label={t('audit.filter.action')}
          value={filter.action ?? ''}
          placeholder={t('audit.filter.anyAction')}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.action.${a}`) }))}
          onChange={(e) => set({ action: (e.target.value || undefined) as AuditAction | undefined })}
        />
        <SelectField
          label={t('audit.filter.actor')}
          value={filter.actor ?? ''}
          placeholder={t('audit.filter.anyone')}
          options={log.actors.map((a) => ({ value: a.sub, label: a.email }))}
          onChange={(e) => set({ actor: e.target.value || undefined })}
        />
        <TextField
          type="date"
          label={t('audit.filter.from')}
          value={filter.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <TextField
          type="date"
          label={t('audit.filter.to')}
          value={filter.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
      {log.error && <Alert>{forbidden ? t('audit.forbidden') : describe(log.error)}</Alert>}
      {!log.error && (
        <div>
          <Button
            variant="secondary"
            disabled={exporting}
            onClick={() => {
              setExporting(true);
              void exportAuditLog(filter).finally(() => setExporting(false));
            }}
          >
            {t('audit.csv')}
          </Button>
        </div>
      )}
      {!log.error && !log.loading && log.items.length === 0 && <p>{t('audit.empty')}</p>}
      {log.items.length > 0 && (
        <table className="table" data-testid="audit-log">
          <thead>
            <tr>
              <th>{t('audit.col.when')}</th>
              <th>{t('audit.col.who')}</th>
              <th>{t('audit.col.action')}</th>
              <th>{t('audit.col.target')}</th>
              <th>{t('audit.col.from')}</th>
            </tr>
          </thead>
          <tbody>
            {log.items.map((e) => (
              <tr key={e.id}>
                <td>{formatDate(e.at, locale, true)}</td>
                <td>{e.actor_email || emailOf.get(e.actor) || t('audit.system')}</td>
                <td>
                  {t(`audit.action.${e.action}`)}
                  {e.detail ? ` (${e.detail})` : ''}
                </td>
                <td>
                  <code>{e.target_id || '—'}</code>
                </td>
                <td title={e.user_agent}>{e.ip || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.loading && <Spinner label={t('common.loading')} />}
      {log.cursor && !log.loading && (
        <div>
          <Button variant="secondary" onClick={() => void log.more()}>
            {t('audit.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
