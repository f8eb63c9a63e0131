import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useToast } from '../../../components/ui/toast';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { createTeam, useMyTeams } from '../api/teams';
import { TeamForm } from './team-form';
import { TeamInvitationCard } from './team-invitation';

/** My account, team and team members: invitations waiting for an answer, the shared teams the user belongs to, and a new team. */
export function TeamsTab() {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const toast = useToast();
  const teams = useMyTeams();
  const [creating, setCreating] = useState(false);

  if (teams.isLoading) return <Spinner label={t('common.loading')} />;
  if (teams.error) return <Alert>{describe(teams.error)}</Alert>;
  const shared = (teams.data?.items ?? []).filter((team) => !team.personal);
  const invitations = teams.data?.invitations ?? [];

  return (
    <div className="stack">
      <p className="muted">{t('teams.intro')}</p>
      {invitations.length > 0 && (
        <section aria-labelledby="invitations-title" className="stack">
          <h2 id="invitations-title">{t('teams.invitations')}</h2>
          {invitations.map((invitation) => (
            <TeamInvitationCard
              key={invitation.id}
              invitation={invitation}
              onAnswered={(answer) => {
                if (answer === 'accepted') navigate(`/account/my-team/${encodeURIComponent(invitation.id)}`);
                else toast.show(t('teams.declined', { team: invitation.name }));
              }}
            />
          ))}
        </section>
      )}
      {shared.length === 0 && !creating && <p>{t('teams.empty')}</p>}
      {shared.length > 0 && (
        <ul className="team-list" aria-label={t('teams.listLabel')}>
          {shared.map((team) => (
            <li key={team.id} className="team-row">
              <span>
                <span className="team-swatch" style={{ background: team.color }} aria-hidden="true" />
                <Link to={`/account/my-team/${encodeURIComponent(team.id)}`}>{team.name}</Link>
                <span className="muted small">
                  {' '}
                  · {t(team.role === 'admin' ? 'teams.role.admin' : 'teams.role.member')}
                </span>
                {team.current && <span className="muted small"> · {t('teams.current')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <section aria-labelledby="new-team-title" className="stack">
          <h2 id="new-team-title">{t('teams.create')}</h2>
          <TeamForm
            submitLabel={t('teams.create')}
            onCancel={() => setCreating(false)}
            onSubmit={async (values) => {
              const team = await createTeam(values);
              navigate(`/account/my-team/${encodeURIComponent(team.id)}`);
            }}
          />
        </section>
      ) : (
        <div>
          <Button onClick={() => setCreating(true)}>{t('teams.create')}</Button>
        </div>
      )}
      {toast.node}
    </div>
  );
}
