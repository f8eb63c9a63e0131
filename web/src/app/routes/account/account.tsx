import { NavLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMe } from '../../../features/accounts/api/get-me';
import { ProfileTab } from '../../../features/accounts/components/account/profile-tab';
import { CompanyTab } from '../../../features/accounts/components/account/company-tab';
import { ApiKeyTab } from '../../../features/accounts/components/account/api-key-tab';
import { CoreValuesTab } from '../../../features/accounts/components/account/core-values-tab';
import { NotificationsTab } from '../../../features/accounts/components/account/notifications-tab';
import { PrivacyTab } from '../../../features/accounts/components/account/privacy-tab';
import { TeamsTab } from '../../../features/teams/components/teams-tab';
import { ActivityTab } from '../../../features/teams/components/activity-tab';
import { WebhooksTab } from '../../../features/teams/components/webhooks-tab';
import { TeamDetailView } from '../../../features/teams/components/team-detail';
import { ReferAFriendTab } from '../../../features/referrals/components/refer-a-friend-tab';
import { PlanBillingTab } from '../../../features/credits/components/plan-billing-tab';
import { PlanBillingSuccess } from '../../../features/credits/components/plan-billing-success';
import { TeamPlan } from '../../../features/credits/components/team-plan';
import { useMyTeams, useTeam } from '../../../features/teams/api/teams';
import { TeamInvitationCard } from '../../../features/teams/components/team-invitation';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';

const TABS = [
  { id: 'profile', label: 'account.tab.profile' },
  { id: 'company', label: 'account.tab.company' },
  { id: 'team', label: 'account.tab.team' },
  { id: 'plan-billing', label: 'account.tab.planBilling' },
  { id: 'core-values', label: 'account.tab.coreValues' },
  { id: 'api-key', label: 'account.tab.apiKey' },
  { id: 'webhooks', label: 'account.tab.webhooks' },
  { id: 'notifications', label: 'account.tab.notifications' },
  { id: 'privacy', label: 'account.tab.privacy' },
  { id: 'activity', label: 'account.tab.activity' },
  { id: 'refer-a-friend', label: 'account.tab.referAFriend' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;
type TabId = (typeof TABS)[number]['id'];

/** My account (spec part 1 §2): /account, /account/{tab}, /account/plan-billing/success and /account/my-team/{teamId}. */
export function AccountRoute() {
  const t = useT();
  const describe = useDescribeError();
  const { tab, teamId, sub } = useParams();
  const me = useMe();
  // /account/plan-billing/success: the return page after a payment, inside the plan tab.
  const success = tab === 'plan-billing' && sub === 'success';
  const active: TabId | null = teamId
    ? 'team'
    : tab === undefined
      ? 'profile'
      : (TABS.find((x) => x.id === tab)?.id ?? null);
  if (!active) return <Navigate to="/account" replace />;

  return (
    <div className="stack">
      <h1>{t('nav.myAccount')}</h1>
      <nav className="account-tabs" aria-label={t('nav.myAccount')}>
        {TABS.map((x) => (
          <NavLink
            key={x.id}
            to={x.id === 'profile' ? '/account' : `/account/${x.id}`}
            end
            className={() => `account-tab${active === x.id ? ' account-tab-active' : ''}`}
            aria-current={active === x.id ? 'page' : undefined}
          >
            {t(x.label)}
          </NavLink>
        ))}
      </nav>
      {me.isLoading && <Spinner label={t('common.loading')} />}
      {me.error && <Alert>{describe(me.error)}</Alert>}
      {me.data && active === 'profile' && <ProfileTab profile={me.data} />}
      {me.data && active === 'company' && <CompanyTab profile={me.data} />}
      {me.data && active === 'api-key' && <ApiKeyTab />}
      {me.data && active === 'webhooks' && <WebhooksTab teamId={me.data.teamId} />}
      {me.data && active === 'notifications' && <NotificationsTab profile={me.data} />}
      {me.data && active === 'core-values' && <CoreValuesTab profile={me.data} />}
      {me.data && active === 'privacy' && <PrivacyTab profile={me.data} />}
      {me.data && active === 'activity' && <ActivityTab />}
      {me.data && active === 'refer-a-friend' && <ReferAFriendTab />}
      {me.data && active === 'plan-billing' && (success ? <PlanBillingSuccess /> : <PlanBillingTab />)}
      {me.data && active === 'team' && (teamId ? <TeamPage teamId={teamId} me={me.data.email} /> : <TeamsTab />)}
    </div>
  );
}

/**
 * A team's page, where the invitation e-mail links: an invited person who has not answered yet sees the
 * invitation (Accept, Decline) instead, since they are not a member until they accept.
 */
function TeamPage({ teamId, me }: { teamId: string; me: string }) {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const teams = useMyTeams();
  const invitation = teams.data?.invitations.find((i) => i.id === teamId);
  const team = useTeam(teams.data && !invitation ? teamId : null);
  if (teams.isLoading || team.isLoading) return <Spinner label={t('common.loading')} />;
  if (invitation)
    return (
      <TeamInvitationCard
        invitation={invitation}
        onAnswered={(answer) => answer === 'declined' && navigate('/account/team')}
      />
    );
  if (teams.error || team.error || !team.data) return <Alert>{describe(teams.error ?? team.error)}</Alert>;
  // The team's plan and credits: every member sees them; its owner and admins add credits (checked on the server).
  return (
    <>
      <TeamDetailView team={team.data} me={me} />
      <TeamPlan teamId={team.data.id} canBuy={team.data.isAdmin || team.data.owner === me} />
    </>
  );
}
