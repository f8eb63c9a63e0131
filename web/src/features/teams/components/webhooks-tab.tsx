import { useState } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@shared/webhooks/events';
import type { WebhookDeliveryView } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { createWebhook, deleteWebhook, redeliverWebhook, sendWebhookTest, useWebhooks } from '../api/webhooks';
import { GREENHOUSE_ENDPOINT_ID } from '@shared/ats/greenhouse';
import { GreenhousePanel } from './greenhouse-panel';

const STATUS_LABEL: Record<WebhookDeliveryView['status'], MessageKey> = {
  pending: 'webhooks.status.pending',
  retrying: 'webhooks.status.retrying',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
};

/**
 * My account → Webhooks (docs/webhooks.md): the current workspace's endpoints (add one, its secret shown once; send
 * a test event; remove) and the delivery log (status, attempts, the receiver's answer, send again). For the owner of
 * a personal workspace and the admins of a team; the server refuses anyone else.
 */
export function WebhooksTab({ teamId }: { teamId: string }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const hooks = useWebhooks(teamId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['respondent.completed']);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  async function run(key: string, action: () => Promise<unknown>, done?: string) {
    if (busy) return;
    setBusy(key);
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
      if (done) setNotice(done);
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(null);
    }
  }

  if (hooks.isLoading) return <Spinner label={t('common.loading')} />;
  if (hooks.error)
    return <Alert tone="info">{hooks.error.status === 403 ? t('webhooks.notAdmin') : describe(hooks.error)}</Alert>;
  const data = hooks.data;
  if (!data) return null;
  // Deliveries to the workspace's Greenhouse connection (docs/ats.md) show under its name.
  const urlOf = new Map([
    ...data.endpoints.map((e): [string, string] => [e.id, e.url]),
    [GREENHOUSE_ENDPOINT_ID, t('greenhouse.log')] as [string, string],
  ]);

  return (
    <div className="stack" data-testid="webhooks-tab">
      <p>{t('webhooks.intro')}</p>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}

      <form
        className="stack form-narrow card"
        onSubmit={(e) => {
          e.preventDefault();
          void run('create', async () => {
            const created = await createWebhook(teamId, url.trim(), events);
            setSecret(created.secret);
            setUrl('');
          });
        }}
      >
        <h2>{t('webhooks.add')}</h2>
        <TextField
          label={t('webhooks.url')}
          hint={t('webhooks.urlHint')}
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
        />
        <fieldset className="stack">
          <legend className="choice-legend">{t('webhooks.events')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="checkbox">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) =>
                  setEvents((now) => (e.target.checked ? [...now, event] : now.filter((x) => x !== event)))
                }
              />
              <span>
                <code>{event}</code>
              </span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" busy={busy === 'create'} disabled={events.length === 0}>
            {t('webhooks.addButton')}
          </Button>
        </div>
      </form>

      {secret && (
        <div className="stack">
          <Alert tone="success">{t('webhooks.secretOnce')}</Alert>
          <code className="api-key-value" data-testid="webhook-secret">
            {secret}
          </code>
        </div>
      )}

      <h2>{t('webhooks.endpoints')}</h2>
      {data.endpoints.length === 0 ? (
        <p className="muted">{t('webhooks.none')}</p>
      ) : (
        <table className="table" data-testid="webhook-endpoints">
          <thead>
            <tr>
              <th scope="col">{t('webhooks.url')}</th>
              <th scope="col">{t('webhooks.events')}</th>
              <th scope="col">{t('webhooks.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.endpoints.map((e) => (
              <tr key={e.id}>
                <td>
                  <code>{e.url}</code>
                  <div className="muted">{t('webhooks.secretHint', { hint: e.secret_hint })}</div>
                </td>
                <td>{e.events.join(', ')}</td>
                <td>
                  <Button
                    variant="secondary"
                    busy={busy === `test-${e.id}`}
                    onClick={() => void run(`test-${e.id}`, () => sendWebhookTest(teamId, e.id), t('webhooks.queued'))}
                  >
                    {t('webhooks.sendTest')}
                  </Button>{' '}
                  <Button
                    variant="secondary"
                    busy={busy === `remove-${e.id}`}
                    onClick={() => void run(`remove-${e.id}`, () => deleteWebhook(teamId, e.id))}
                  >
                    {t('webhooks.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <GreenhousePanel teamId={teamId} />

      <h2>{t('webhooks.log')}</h2>
      {data.deliveries.length === 0 ? (
        <p className="muted">{t('webhooks.logEmpty')}</p>
      ) : (
        <table className="table" data-testid="webhook-deliveries">
          <thead>
            <tr>
              <th scope="col">{t('webhooks.col.time')}</th>
              <th scope="col">{t('webhooks.col.event')}</th>
              <th scope="col">{t('webhooks.col.status')}</th>
              <th scope="col">{t('webhooks.col.attempts')}</th>
              <th scope="col">{t('webhooks.col.response')}</th>
              <th scope="col">{t('webhooks.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.deliveries.map((d) => (
              <tr key={d.id} data-status={d.status}>
                <td>{formatDate(d.last_attempt_at ?? d.created_at, locale, true)}</td>
                <td>
                  <code>{d.event}</code>
                  {d.test && <span className="muted"> ({t('webhooks.test')})</span>}
                  <div className="muted">{urlOf.get(d.endpoint_id) ?? ''}</div>
                </td>
                <td>
                  {t(STATUS_LABEL[d.status])}
                  {d.next_attempt_at && (
                    <div className="muted">
                      {t('webhooks.nextAttempt', { time: formatDate(d.next_attempt_at, locale, true) })}
                    </div>
                  )}
                </td>
                <td>{d.attempts}</td>
                <td>
                  {d.response_code ?? '—'}
                  {d.response_excerpt && <div className="muted">{d.response_excerpt}</div>}
                </td>
                <td>
                  <Button
                    variant="secondary"
                    busy={busy === `again-${d.id}`}
                    disabled={!urlOf.has(d.endpoint_id)}
                    onClick={() =>
                      void run(`again-${d.id}`, () => redeliverWebhook(teamId, d.id), t('webhooks.queued'))
                    }
                  >
                    {t('webhooks.sendAgain')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
