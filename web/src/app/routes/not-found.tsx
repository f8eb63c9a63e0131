import { errorText, useLocale, useT } from '../../lib/i18n/use-t';

export function NotFoundRoute() {
  const t = useT();
  const locale = useLocale();
  return (
    <main id="main" className="center-page">
      <div className="card narrow">
        <h1>{t('common.notFoundTitle')}</h1>
        <p className="muted">{errorText('PAGE_NOT_FOUND', locale)}</p>
        {/* A plain link: this page is also the respondent's app's, which has no router (a full load home is right). */}
        <a className="btn btn-primary" href="/">
          {t('common.goHome')}
        </a>
      </div>
    </main>
  );
}
