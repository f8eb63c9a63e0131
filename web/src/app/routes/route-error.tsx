import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { classifyPageError } from '../../lib/chunk-error';
import { errorText, usePageLanguage, useT } from '../../lib/i18n/use-t';

/**
 * What a page that failed to load shows instead of a blank screen or the router's developer page: a chunk that did
 * not load (CHUNK_LOAD_FAILED, or CSS_CHUNK_LOAD_FAILED for a stylesheet; spec part 2 §8) asks for a reload; any
 * other failure reads 'Oops, something went wrong'. The failure is reported to the console with its code.
 */
export function RouteError({ error }: { error: unknown }) {
  const locale = usePageLanguage();
  const t = useT();
  const code = classifyPageError(error);
  useEffect(() => {
    console.error(`[${code}]`, error);
  }, [code, error]);
  return (
    <main id="main" className="center-page">
      <div className="card narrow" role="alert" data-error-code={code}>
        <h1>{errorText(code, locale)}</h1>
        <Button onClick={() => window.location.reload()}>{t('pages.reload')}</Button>
      </div>
    </main>
  );
}
