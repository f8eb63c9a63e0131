import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/feedback';
import { useApi } from '../../../lib/use-api';
import { useT } from '../../../lib/i18n/use-t';
import { NotFoundRoute } from '../not-found';

/**
 * The redirect page /{code}/{value?} (spec part 1 §2, §3 "Route record"): a short code opens the path its record
 * holds (a public test link), with the optional value after it; an unknown code is the not-found page.
 */
export function RedirectRoute() {
  const t = useT();
  const { code = '', value } = useParams();
  const target = useApi('resolveShortLink', { params: { code } }, { shouldRetryOnError: false });
  if (target.error) return <NotFoundRoute />;
  if (!target.data) return <Spinner label={t('pages.redirect.opening')} />;
  const to = value ? `${target.data.path}/${encodeURIComponent(value)}` : target.data.path;
  return <Navigate to={to} replace />;
}
