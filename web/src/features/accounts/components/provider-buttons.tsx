import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { providersOffered, startProviderSignIn, type Provider } from '../api/federation';

/** "Continue with Google / Microsoft" (spec part 1 §4, §5): shown only when the deployment configures them. */
export function ProviderButtons({ beforeLeave }: { beforeLeave?: () => Promise<string> } = {}) {
  const t = useT();
  const describe = useDescribeError();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string>();
  const providers = providersOffered();
  if (providers.length === 0) return null;

  async function go(provider: Provider) {
    setBusy(provider);
    setError(undefined);
    try {
      await startProviderSignIn(provider, beforeLeave ? await beforeLeave() : undefined);
    } catch (err) {
      setError(describe(err));
      setBusy(null);
    }
  }

  return (
    <div className="stack provider-buttons">
      <div className="divider" role="separator">
        <span>{t('auth.provider.or')}</span>
      </div>
      {error && <Alert>{error}</Alert>}
      {providers.map((p) => (
        <Button
          key={p}
          variant="secondary"
          className="btn-block"
          busy={busy === p}
          disabled={busy !== null}
          onClick={() => void go(p)}
        >
          {t(p === 'Google' ? 'auth.provider.google' : 'auth.provider.microsoft')}
        </Button>
      ))}
    </div>
  );
}
