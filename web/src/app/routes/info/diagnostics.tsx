import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/feedback';
import { api } from '../../../lib/api-client';
import { getConfig } from '../../../lib/config';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';

/** /test (spec part 1 §2 developer pages): what this deployment and browser report, and a round trip to the API. */
export function DiagnosticsRoute() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const config = getConfig();
  const facts: [string, string][] = [
    ['Stage', config.stage],
    ['API', config.apiUrl],
    ['Region', config.region],
    ['Language', locale],
    ['Browser', navigator.userAgent],
    ['Time zone', Intl.DateTimeFormat().resolvedOptions().timeZone],
  ];
  async function check() {
    const started = performance.now();
    try {
      await api('getQuotaLine', {});
      setResult({ ok: true, text: t('pages.test.apiOk', { ms: Math.round(performance.now() - started) }) });
    } catch (error) {
      setResult({ ok: false, text: describe(error) });
    }
  }
  return (
    <div className="stack">
      <h1>{t('pages.test.title')}</h1>
      <p className="muted">{t('pages.test.intro')}</p>
      <Card>
        <dl className="facts">
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div>
        <Button onClick={() => void check()}>{t('pages.test.apiCheck')}</Button>
      </div>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
    </div>
  );
}
