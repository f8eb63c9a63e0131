import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Alert, Spinner } from '../../../../components/ui/feedback';
import { useDescribeError } from '../../../../lib/error-text';
import { useLocale, useT } from '../../../../lib/i18n/use-t';
import { formatDate } from '../../../../lib/format';
import { createApiKey, useApiKeyStatus } from '../../api/account';
import { useFormSubmit } from '../use-form-submit';

/**
 * My account, API key (spec part 1 §2, part 2 §6): the key is shown once, when it is made, and kept only
 * as a hash. Regenerating warns that it is irreversible and breaks existing integrations.
 */
export function ApiKeyTab() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const status = useApiKeyStatus();
  const [created, setCreated] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, submit } = useFormSubmit();
  const [copied, setCopied] = useState(false);

  async function generate() {
    // The tab stays: the key is shown, and may be made again.
    await submit(
      async () => {
        setCreated((await createApiKey()).key);
        setCopied(false);
      },
      { leaves: false },
    );
  }

  if (status.isLoading) return <Spinner label={t('common.loading')} />;
  const exists = status.data?.exists ?? false;
  return (
    <div className="stack form-narrow">
      <p>
        {t('account.apiKey.intro')} <Link to="/docs-for-dev">{t('account.apiKey.docs')}</Link>
      </p>
      {error && <Alert>{error}</Alert>}
      {created && (
        <div className="stack">
          <Alert tone="success">{t('account.apiKey.showOnce')}</Alert>
          <code className="api-key-value" data-testid="api-key">
            {created}
          </code>
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(created).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('common.copied') : t('account.apiKey.copy')}
            </Button>
          </div>
        </div>
      )}
      {exists && !created && status.data?.issuedAt && (
        <p className="muted">{t('account.apiKey.issued', { date: formatDate(status.data.issuedAt, locale, true) })}</p>
      )}
      {!exists && !created && <p className="muted">{t('account.apiKey.none')}</p>}
      <div>
        <Button
          variant={exists ? 'secondary' : 'primary'}
          busy={busy}
          onClick={() => (exists ? setConfirming(true) : void generate())}
        >
          {exists ? t('account.apiKey.regenerate') : t('account.apiKey.create')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('account.apiKey.regenerateTitle')}
          confirmLabel={t('account.apiKey.regenerate')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setConfirming(false)}
          onConfirm={generate}
        >
          <p>{t('account.apiKey.regenerateWarning')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
