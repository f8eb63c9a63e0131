import { useEffect, useState } from 'react';
import type { ToolboxRunSummary } from '@shared/routes';
import type { GeneratorId } from '@shared/toolbox/generators';
import { Button } from '../../../components/ui/button';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { formatDate } from '../../../lib/format';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { moreToolboxRuns, useToolboxRuns } from '../api/toolbox-runs';

/** The signed-in person's past runs of this generator, newest first; a finished one opens in the result panel. */
export function RunHistory({
  generator,
  openId,
  onOpen,
}: {
  generator: GeneratorId;
  openId: string | null;
  onOpen: (runId: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const first = useToolboxRuns(generator);
  const [more, setMore] = useState<{ items: ToolboxRunSummary[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // A new first page (after a run) starts the list again.
  useEffect(() => setMore(null), [first.data]);
  const items = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const cursor = more ? more.cursor : (first.data?.cursor ?? null);

  async function showMore() {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await moreToolboxRuns(generator, cursor);
      setMore({ items: [...(more?.items ?? []), ...page.items], cursor: page.cursor });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Card className="stack">
      <h2>{t('toolbox.history')}</h2>
      {first.error && <Alert>{describe(first.error)}</Alert>}
      {first.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : items.length === 0 ? (
        <p className="muted">{t('toolbox.historyEmpty')}</p>
      ) : (
        <ul className="toolbox-history" data-testid="toolbox-history">
          {items.map((run) => (
            <li key={run.id}>
              <span className="toolbox-history-title">{run.title}</span>
              <span className="muted small">
                {formatDate(run.created_at, locale, true)} · {t(`toolbox.lang.${run.language}` as MessageKey)} ·{' '}
                {t(`toolbox.status.${run.status}` as MessageKey)}
              </span>
              {run.status === 'finished' && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={openId === run.id}
                  aria-label={`${t('toolbox.open')}: ${run.title}`}
                  onClick={() => onOpen(run.id)}
                >
                  {t('toolbox.open')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <div className="row">
          <Button variant="secondary" size="sm" busy={loadingMore} onClick={() => void showMore()}>
            {t('toolbox.showMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}
