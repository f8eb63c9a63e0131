import type { ReactNode } from 'react';
import { HEX_COLOR_PATTERN, contrastTextColor } from '@shared/accounts/branding';
import { DEFAULT_ACCENT_COLOR } from '@shared/constants';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDocumentDirection } from '../../../lib/use-document-direction';
import { useLocale } from '../../../lib/i18n/use-t';
import { localeDirection } from '@shared/i18n/direction';

interface TestShellProps {
  companyName?: string | undefined;
  /** The assessment's name, shown beside the company's on every step of the test. */
  formName?: string | undefined;
  logoUrl?: string | undefined;
  color?: string | undefined;
  aside?: ReactNode;
  /**
   * The language of what the screen asks, when it is not the interface's (a Big Five statement language, or the
   * respondent's own language): the page runs in its direction, so an Arabic or Hebrew respondent reads right to left.
   */
  contentLocale?: string | undefined;
  /**
   * The respondent languages the link offers: the language control lists them instead of the interface's three.
   * `false` while the link is loading: its languages are not known yet, and the interface's three may not be among them.
   */
  languages?: ReactNode;
  children: ReactNode;
}

/**
 * Candidate-facing frame in the company's colours, with the language switcher, laid out in the direction of the
 * respondent's language (right to left for Arabic, Hebrew, Persian and Urdu).
 */
export function TestShell({
  companyName,
  formName,
  logoUrl,
  color,
  aside,
  contentLocale,
  languages,
  children,
}: TestShellProps) {
  const accent = color && HEX_COLOR_PATTERN.test(color) ? color : DEFAULT_ACCENT_COLOR;
  const locale = useLocale();
  const dir = localeDirection(contentLocale ?? locale);
  // The interface's own sentences, in a page turned the other way, keep their direction (styles/index.css).
  const mixed = dir !== localeDirection(locale);
  useDocumentTitle(formName && companyName ? `${formName} · ${companyName}` : companyName);
  useDocumentDirection(dir);
  return (
    <div
      className="test-page"
      dir={dir}
      data-mixed-direction={mixed || undefined}
      style={{ ['--accent' as string]: accent, ['--accent-contrast' as string]: contrastTextColor(accent) }}
    >
      <header className="test-header">
        <div className="test-header-inner">
          <span className="brand">
            {logoUrl ? (
              <img className="brand-logo" src={logoUrl} alt="" />
            ) : (
              <span className="brand-mark" aria-hidden="true" />
            )}
            <span>{companyName}</span>
          </span>
          {formName && <span className="test-form-name">{formName}</span>}
          <span className="spacer" />
          {aside}
          {languages ?? <LanguageSwitcher />}
        </div>
      </header>
      <main id="main" className="test-main">
        {children}
      </main>
    </div>
  );
}
