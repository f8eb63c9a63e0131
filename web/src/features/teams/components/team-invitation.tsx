import { useState } from 'react';
import type { TeamInvitation } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { acceptTeamInvitation, declineTeamInvitation } from '../api/teams';

/**
 * An invitation waiting for the invited person's answer (spec part 1 §5 "Teams"): they join only by accepting,
 * and until then see nothing of the team. Shown in the team list and on the team's page the e-mail links to.
 */
export function TeamInvitationCard({
  invitation,
  onAnswered,
}: {
  invitation: TeamInvitation;
  onAnswered: (answer: 'accepted' | 'declined') => void;
}) {
  const t = useT();
  const describe = useDescribeError();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string>();

  async function answer(kind: 'accept' | 'decline') {
    setBusy(kind);
    setError(undefined);
    try {
      if (kind === 'accept') await acceptTeamInvitation(invitation.id);
      else await declineTeamInvitation(invitation.id);
      onAnswered(kind === 'accept' ? 'accepted' : 'declined');
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="stack" role="group" aria-label={invitation.name}>
      <p className="row-actions">
        <span className="team-swatch" style={{ background: invitation.color }} aria-hidden="true" />
        <span>
          {t('teams.invitationOf', {
            team: invitation.name,
            role: t(invitation.role === 'admin' ? 'teams.role.admin' : 'teams.role.member'),
          })}
        </span>
      </p>
      <p className="muted small">{t('teams.invitationNote')}</p>
      {error && <Alert>{error}</Alert>}
      <div className="row-actions">
        <Button busy={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
          {t('teams.accept')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => void answer('decline')}
        >
          {t('teams.decline')}
        </Button>
      </div>
    </div>
  );
}
