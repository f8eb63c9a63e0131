import { useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { accentColor } from '@shared/accounts/branding';
import { FORCED_LOGOUT_DELAY_MS } from '@shared/constants';
import { signOutEverywhere } from '../../features/accounts/api/auth';
import { useMe } from '../../features/accounts/api/get-me';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Alert } from '../../components/ui/feedback';
import { useDescribeError } from '../../lib/error-text';
import { useT } from '../../lib/i18n/use-t';
import { readSession, sessionFromProfile, writeSession } from '../../lib/session';
import { AccountMenu } from './account-menu';

/** Signed-in pages: top bar with logo, tabs and the account dropdown; accent colour from the user. */
export function AppLayout() {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const stored = readSession();
  const record = stored.kind === 'ok' ? stored.record : null;
  const me = useMe();
  const profile = me.data;
  const unauthorized = me.error?.status === 401;

  // Keep the stored session record in step with the server profile.
  useEffect(() => {
    if (profile) writeSession(sessionFromProfile(profile));
  }, [profile]);

  // spec part 1 §4: a missing or invalid current user is logged out after 3 seconds.
  useEffect(() => {
    if (!unauthorized) return;
    const timer = setTimeout(() => {
      void signOutEverywhere().then(() => navigate('/login', { replace: true }));
    }, FORCED_LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unauthorized, navigate]);

  const accent = accentColor(null, profile ?? record);
  const companyName = profile?.companyName ?? record?.companyName ?? '';
  const logo = profile?.companyLogoUrl ?? record?.companyLogoUrl ?? '';
  const displayName = profile?.displayName || record?.displayName || '';
  const email = profile?.email ?? record?.email ?? '';

  async function logout() {
    await signOutEverywhere();
    navigate('/login', { replace: true });
  }

  return (
    <div className="app" style={{ ['--accent' as string]: accent }}>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <NavLink to="/assessments" className="brand" aria-label={companyName || t('app.name')}>
            {logo ? <img src={logo} alt="" className="brand-logo" /> : <span className="brand-mark" aria-hidden="true" />}
            <span>{companyName || t('app.name')}</span>
          </NavLink>
          <nav aria-label={t('nav.main')} className="tabs">
            <NavLink to="/assessments" className={({ isActive }) => `tab${isActive ? ' tab-active' : ''}`}>
              {t('nav.myAssessments')}
            </NavLink>
            <NavLink to="/respondents" className={({ isActive }) => `tab${isActive ? ' tab-active' : ''}`}>
              {t('nav.myRespondents')}
            </NavLink>
          </nav>
          <div className="topbar-actions">
            <LanguageSwitcher />
            <AccountMenu displayName={displayName} email={email} onLogout={logout} />
          </div>
        </div>
      </header>
      <main id="main" className="page">
        {unauthorized && <Alert>{describe(me.error)}</Alert>}
        <Outlet />
      </main>
    </div>
  );
}
