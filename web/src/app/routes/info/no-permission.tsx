import { Link } from 'react-router-dom';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

/** Shown when a page's data is refused (spec part 2 §8 "Teams": 'You do not have permission to access the requested page.'). */
export function NoPermissionRoute() {
  const t = useT();
  const locale = useLocale();
  return (
    <main id="main" className="center-page">
      <div className="card narrow" role="alert">
        <h1>{t('pages.noPermission.title')}</h1>
        <p className="muted">{errorText('NO_PERMISSION', locale)}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}
