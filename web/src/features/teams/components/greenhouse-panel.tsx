import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { connectGreenhouse, disconnectGreenhouse, useGreenhouse } from '../api/greenhouse';

const EMPTY = { client_id: '', client_secret: '', user_id: '' };

/**
 * My account → Webhooks → Greenhouse (docs/ats.md): connect the workspace's Greenhouse Harvest v3 credential, replace
 * it or disconnect. The secret goes to the server once and is never shown again: the panel shows its last four
 * characters. For the owner of a personal workspace and the admins of a team (the Webhooks tab's audience).
 */
export function GreenhousePanel({ teamId }: { teamId: string }) {
  const t = useT();
  const describe = useDescribeError();
  const connection = useGreenhouse(teamId);
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(key);
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
      setNotice(done);
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(null);
    }
  }

  if (connection.isLoading) return <Spinner label={t('common.loading')} />;
  if (connection.error || !connection.data) return null;
  const data = connection.data;

  return (
    <section className="stack card" data-testid="greenhouse-panel" aria-labelledby="greenhouse-title">
      <h2 id="greenhouse-title">{t('greenhouse.title')}</h2>
      <p>{t('greenhouse.intro')}</p>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <p data-testid="greenhouse-state">
        {data.connected
          ? t('greenhouse.connected', {
              client: data.client_id ?? '',
              user: data.user_id ?? '',
              hint: data.secret_hint ?? '',
            })
          : t('greenhouse.notConnected')}
      </p>
      <form
        className="stack form-narrow"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            'connect',
            async () => {
              await connectGreenhouse(teamId, {
                client_id: form.client_id.trim(),
                client_secret: form.client_secret.trim(),
                user_id: form.user_id.trim(),
              });
              setForm(EMPTY);
            },
            t('greenhouse.saved'),
          );
        }}
      >
        <TextField
          label={t('greenhouse.clientId')}
          required
          autoComplete="off"
          value={form.client_id}
          onChange={(e) => setForm({ ...form, client_id: e.target.value })}
        />
        <TextField
          label={t('greenhouse.clientSecret')}
          type="password"
          required
          autoComplete="off"
          value={form.client_secret}
          onChange={(e) => setForm({ ...form, client_secret: e.target.value })}
        />
        <TextField
          label={t('greenhouse.userId')}
          hint={t('greenhouse.userIdHint')}
          inputMode="numeric"
          required
          value={form.user_id}
          onChange={(e) => setForm({ ...form, user_id: e.target.value })}
        />
        <div>
          <Button type="submit" busy={busy === 'connect'}>
            {data.connected ? t('greenhouse.replace') : t('greenhouse.connect')}
          </Button>{' '}
          {data.connected && (
            <Button
              variant="secondary"
              busy={busy === 'disconnect'}
              onClick={() => void run('disconnect', () => disconnectGreenhouse(teamId), t('greenhouse.removed'))}
            >
              {t('greenhouse.disconnect')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
