import { Link } from 'react-router-dom';
import { errorText, useLocale, useT } from '../../lib/i18n/use-t';

export function NotFoundRoute() {
  const t = useT();
  const locale = useLocale();
  return (
    <main id="main" className="center-page">
      <div className="card narrow">
        <h1>{t('common.notFoundTitle')}</h1>
        <p className="muted">{errorText('PAGE_NOT_FOUND', locale)}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}

export function ComingSoonRoute() {
  const t = useT();
  return (
    <div className="card narrow">
      <p>{t('common.comingSoon')}</p>
      <Link to="/assessments">{t('nav.myAssessments')}</Link>
    </div>
  );
}
