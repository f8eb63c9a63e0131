import { useState, useCallback, useEffect } from 'react';
import type { AuditLogPage } from '@shared/routes';
import type { AuditAction } from '@shared/teams/audit';
import { auditCsv, type AuditEvent } from '@shared/teams/audit';
import { api, type ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface AuditFilter {
  action?: AuditAction;
  actor?: string;
  /** YYYY-MM-DD (UTC days), inclusive. */
  from?: string;
  to?: string;
}

const queryOf = (filter: AuditFilter, cursor?: string | null) => ({
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.actor ? { actor: filter.actor } : {}),
  ...(filter.from ? { from: filter.from } : {}),
  ...(filter.to ? { to: filter.to } : {}),
  ...(cursor ? { cursor } : {}),
});

/** The current workspace's audit log under a filter, a page at a time ("Show more" reads the next). */
export function useAuditLog(filter: AuditFilter) {
  const [items, setItems] = useState<AuditEvent[]>([]);
  const [actors, setActors] = useState<AuditLogPage['actors']>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const key = JSON.stringify(filter);

  const load = useCallback(
    async (after: string | null, append: boolean) => {
      setLoading(true);
      setError(null);
      try {
        const page = await api('listAuditLog', { query: queryOf(JSON.parse(key) as AuditFilter, after) });
        setItems((old) => (append ? [...old, ...page.items] : page.items));
        setActors(page.actors);
        setCursor(page.cursor);
      } catch (e) {
        setError(e as Error);
      } finally {
        setLoading(false);
      }
    },
    [key],
  );

  useEffect(() => {
    void load(null, false);
  }, [load]);

  return { items, actors, cursor, loading, error, more: () => load(cursor, true) };
}

/** Reads every page under the filter, then saves one CSV (shared/src/teams/audit.ts auditCsv). */
export async function exportAuditLog(filter: AuditFilter): Promise<number> {
  const events: AuditEvent[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditLogPage = await api('listAuditLog', { query: { ...queryOf(filter, cursor), limit: 200 } });
    events.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  // A byte-order mark so spreadsheet programs read Thai and accents as UTF-8.
  saveFile(new Blob(['\uFEFF', auditCsv(events)], { type: 'text/csv;charset=utf-8' }), 'audit-log.csv');
  return events.length;
}
