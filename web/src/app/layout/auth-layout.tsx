import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { useT } from '../../lib/i18n/use-t';

/** Centered card for sign-in, sign-up and onboarding screens. */
export function AuthLayout({
  title,
  subtitle,
  step,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  step?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="auth-page">
      <header className="auth-header">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {t('app.name')}
        </span>
        <LanguageSwitcher />
      </header>
      <main id="main" className="auth-main">
        <div className="card auth-card">
          {step && <p className="eyebrow">{step}</p>}
          <h1>{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
          {children}
        </div>
        {footer && <p className="auth-footer">{footer}</p>}
      </main>
    </div>
  );
}
