import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@shared/i18n/locale';
import { setLocale } from '../../lib/i18n/locale-store';
import { useLocale, useT } from '../../lib/i18n/use-t';
import { Spinner } from '../../components/ui/feedback';

/**
 * /th/login, /es/signup …: the prefix picks the interface language. The page first shows once that language's
 * strings are here, so it starts in it (a form's language choice included); a language chosen in the menu afterwards
 * applies as on any page.
 */
export function LocalePrefix({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => setLocale(locale), [locale]);
  const shown = useLocale();
  const t = useT();
  const [arrivedIn, setArrivedIn] = useState<Locale>();
  useEffect(() => {
    if (shown === locale) setArrivedIn(locale);
  }, [shown, locale]);
  return arrivedIn === locale || shown === locale ? <>{children}</> : <Spinner label={t('common.loading')} />;
}
