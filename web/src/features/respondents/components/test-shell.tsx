import type { ReactNode } from 'react';
import { HEX_COLOR_PATTERN, contrastTextColor } from '@shared/accounts/branding';
import { DEFAULT_ACCENT_COLOR } from '@shared/constants';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface TestShellProps {
  companyName?: string | undefined;
  /** The assessment's name, shown beside the company's on every step of the test. */
  formName?: string | undefined;
  logoUrl?: string | undefined;
  color?: string | undefined;
  aside?: ReactNode;
  /** The respondent languages the link offers: the language control lists them instead of the interface's three. */
  languages?: ReactNode;
  children: ReactNode;
}

/** Candidate-facing frame in the company's colours, with the language switcher. */
export function TestShell({ companyName, formName, logoUrl, color, aside, languages, children }: TestShellProps) {
  const accent = color && HEX_COLOR_PATTERN.test(color) ? color : DEFAULT_ACCENT_COLOR;
  useDocumentTitle(formName && companyName ? `${formName} · ${companyName}` : companyName);
  return (
    <div
      className="test-page"
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
