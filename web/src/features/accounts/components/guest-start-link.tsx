import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';

/** The guest start (spec part 1 §2 "/guest/assessments/create (public)", §6 "Guest"), offered beside sign-in and sign-up. */
export function GuestStartLink() {
  const t = useT();
  return (
    <p className="muted">
      {t('guest.start.offer')} <Link to="/guest/assessments/create">{t('guest.start.title')}</Link>
    </p>
  );
}
