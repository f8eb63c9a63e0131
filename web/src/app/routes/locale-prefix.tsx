import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@shared/i18n/locale';
import { setLocale } from '../../lib/i18n/locale-store';

/** /th/login, /es/signup …: the prefix picks the interface language. */
export function LocalePrefix({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => setLocale(locale), [locale]);
  return <>{children}</>;
}
