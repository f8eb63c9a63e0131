import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { accentColor, contrastTextColor } from '@shared/accounts/branding';
import { afterTeamSwitch } from '@shared/teams/members';
import { FORCED_LOGOUT_DELAY_MS, REFERRAL_REWARD_CREDITS } from '@shared/constants';
import { signOutEverywhere } from '../../features/accounts/api/auth';
import { useMe } from '../../features/accounts/api/get-me';
import { dismissNotice } from '../../features/accounts/api/guided-tour';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Alert } from '../../components/ui/feedback';
import { useDescribeError } from '../../lib/error-text';
import { useT } from '../../lib/i18n/use-t';
import { readSession, sessionFromProfile, writeSession } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { switchTeam, useMyTeams } from '../../features/teams/api/teams';
import { VerifyGuestDialog } from '../../features/accounts/components/verify-guest-dialog';
import { ToolboxMenu } from '../../features/toolbox/components/toolbox-menu';
import { isChatButtonHidden } from '@shared/support/chat';
import { HelpDialog } from '../../features/support/components/help-dialog';
import { HelpChat } from '../../features/support/components/help-chat';
import { setHelpOpen, useHelpOpen } from '../../features/support/support-store';

/** Pages where switching team would leave an assessment half-edited (spec part 1 §4). */
const EDITING = /^\/(assessments\/create|assessment\/edit|assessment\/create)\b/;

/** Signed-in pages: top bar with logo, tabs and the account dropdown; accent colour from the user. */
export function AppLayout() {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const stored = readSession();
  const record = stored.kind === 'ok' ? stored.record : null;
  const location = useLocation();
  const toast = useToast();
  const me = useMe();
  const profile = me.data;
  const teams = useMyTeams(!!profile);
  const unauthorized = me.error?.status === 401;
  const [switching, setSwitching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const isGuest = profile?.isGuest ?? record?.isGuest ?? false;
  const helpOpen = useHelpOpen();

  // spec part 1 §4: a member removed from a team works in their personal team and is told why, until they say "Got it".
  useEffect(() => {
    if (profile?.notice) setNotice(profile.notice);
  }, [profile?.notice]);

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

  // Top bar: the workspace's logo and colour (team, then user, then #1B1C1E; spec part 1 §2).
  const accent = profile ? profile.workspace.color : accentColor(null, record);
  const companyName = profile ? profile.workspace.name || profile.workspace.companyName : (record?.companyName ?? '');
  const logo = profile ? profile.workspace.logoUrl : (record?.companyLogoUrl ?? '');
  // A guest's reserved address means nothing to them: the menu says Guest (spec part 1 §4 "Guest").
  const displayName = isGuest ? t('guest.name') : profile?.displayName || record?.displayName || '';
  const email = isGuest ? '' : (profile?.email ?? record?.email ?? '');

  async function onSwitch(teamId: string) {
    setSwitching(true);
    try {
      // The page's data is read again for the new workspace in place (switchTeam), no document reload.
      await switchTeam(teamId);
      if (afterTeamSwitch(EDITING.test(location.pathname)) === 'go_to_assessments') navigate('/assessments');
      setSwitching(false);
    } catch (err) {
      toast.show(describe(err));
      setSwitching(false);
    }
  }

  async function logout() {
    await signOutEverywhere();
    navigate('/login', { replace: true });
  }

  return (
    <div
      className="app"
      style={{ ['--accent' as string]: accent, ['--accent-contrast' as string]: contrastTextColor(accent) }}
    >
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <NavLink to="/assessments" className="brand" aria-label={companyName || t('app.name')}>
            {logo ? (
              <img src={logo} alt="" className="brand-logo" />
            ) : (
              <span className="brand-mark" aria-hidden="true" />
            )}
            <span>{companyName || t('app.name')}</span>
          </NavLink>
          <nav aria-label={t('nav.main')} className="tabs">
            <NavLink to="/assessments" className={({ isActive }) => `tab${isActive ? ' tab-active' : ''}`}>
              {t('nav.myAssessments')}
            </NavLink>
            <NavLink to="/respondents" className={({ isActive }) => `tab${isActive ? ' tab-active' : ''}`}>
              {t('nav.myRespondents')}
            </NavLink>
            {/* spec part 1 §2: a My Toolbox dropdown grouped Hiring, Onboarding, People management. */}
            <ToolboxMenu />
          </nav>
          <div className="topbar-actions">
            {isGuest && (
              <button type="button" className="badge-button" onClick={() => setVerifying(true)}>
                {t('guest.badge')}
              </button>
            )}
            {/* spec part 1 §2: a Refer button labelled +10 credits (part 2 §9.2); a guest refers nobody until verified (docs/abuse.md). */}
            {!isGuest && (
              <NavLink
                to="/account/refer-a-friend"
                className="refer-button"
                aria-label={t('referral.referButtonLabel', { credits: REFERRAL_REWARD_CREDITS })}
              >
                {t('referral.referButton', { credits: REFERRAL_REWARD_CREDITS })}
              </NavLink>
            )}
            <LanguageSwitcher />
            <AccountMenu
              displayName={displayName}
              email={email}
              photoUrl={isGuest ? '' : (profile?.photoUrl ?? record?.photoUrl ?? '')}
              teams={teams.data?.items ?? []}
              currentTeamId={teams.data?.currentTeamId ?? profile?.teamId ?? ''}
              personalTeamId={teams.data?.personalTeamId ?? ''}
              switching={switching}
              onSwitch={(id) => void onSwitch(id)}
              onLogout={logout}
              onHelp={() => setHelpOpen(true)}
            />
          </div>
        </div>
      </header>
      <main id="main" className="page">
        {unauthorized && <Alert>{describe(me.error)}</Alert>}
        {notice && (
          <div className="notice-banner" role="alert">
            <Alert tone="info">{describe({ code: notice })}</Alert>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setNotice(null);
                // Cleared on the server once read; if this call fails, the notice simply shows again next time.
                void dismissNotice().catch(() => undefined);
              }}
            >
              {t('teams.gotIt')}
            </Button>
          </div>
        )}
        <Outlet />
      </main>
      {toast.node}
      {/* Help and support (spec part 1 §2): the modal from the account menu, and the chat where the spec shows it. */}
      {helpOpen && (
        <HelpDialog
          email={profile?.email ?? record?.email ?? ''}
          onClose={() => setHelpOpen(false)}
          onSent={() => toast.show(t('support.thanks'))}
        />
      )}
      {!isChatButtonHidden({ path: location.pathname, requiresAuth: true }) && (profile?.email ?? record?.email) && (
        <HelpChat email={profile?.email ?? record?.email ?? ''} />
      )}
      {verifying && (
        <VerifyGuestDialog
          onClose={() => setVerifying(false)}
          onVerified={() => {
            setVerifying(false);
            // The verified account may still owe the sign-up steps (name, company): the guard sends it there.
            window.location.assign('/assessments');
          }}
        />
      )}
    </div>
  );
}
