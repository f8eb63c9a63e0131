import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';

/** Seconds before a chosen redirect link opens (the link is there to follow at once). */
const REDIRECT_AFTER_S = 8;

/**
 * The thank-you page (spec part 1 §2): the default text or the employer's own message, and, where the
 * employer gave a redirect link, a countdown to it with the link to follow now.
 */
export function ThankYou({
  companyName,
  message = '',
  redirectUrl = '',
}: {
  companyName: string;
  message?: string;
  redirectUrl?: string;
}) {
  const t = useT();
  const [left, setLeft] = useState(REDIRECT_AFTER_S);
  const safe = /^https?:\/\//i.test(redirectUrl) ? redirectUrl : '';
  useEffect(() => {
    if (!safe) return;
    if (left <= 0) {
      window.location.assign(safe);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [safe, left]);
  return (
    <Card className="thanks">
      <div className="thanks-icon" aria-hidden="true">
        ✓
      </div>
      <h1>{t('test.thanks.title')}</h1>
      {message ? (
        <p className="thanks-message">{message}</p>
      ) : (
        <p className="muted">{t('test.thanks.text', { company: companyName })}</p>
      )}
      {safe && (
        <p className="small" aria-live="polite">
          <a href={safe} rel="noopener">
            {t('test.thanks.redirect', { seconds: left })}
          </a>
        </p>
      )}
    </Card>
  );
}
