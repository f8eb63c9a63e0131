import { useEffect, useRef, useState } from 'react';
import { shareDialogButtons } from '@shared/assessments/permissions';
import type { TeamSummary, AssessmentSummary } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { shareTemplate } from '../api/lifecycle';

/**
 * Share dialog (spec part 1 §2, §5): the assessment's name, the team select (only teams it may go to), an
 * info note, Share and Cancel. Share needs a team; both are disabled while the transfer runs. While the teams load
 * the dialog says so where the select will be, and with no team to share with it says why Share cannot be used.
 */
export function ShareDialog({
  template,
  teams,
  loading = false,
  onClose,
  onShared,
}: {
  template: AssessmentSummary;
  teams: readonly TeamSummary[];
  /** The user's teams are still on their way. */
  loading?: boolean;
  onClose: () => void;
  onShared: (team: TeamSummary) => void;
}) {
  const t = useT();
  const describe = useDescribeError();
  const ref = useRef<HTMLDialogElement>(null);
  const [teamId, setTeamId] = useState<string>('');
  const [transferring, setTransferring] = useState(false);
  const [error, setError] = useState<string>();
  const buttons = shareDialogButtons({ selectedTeamId: teamId || null, transferring });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function share() {
    const team = teams.find((x) => x.id === teamId);
    if (!team) return;
    setTransferring(true);
    setError(undefined);
    try {
      await shareTemplate(template.id, team.id);
      onShared(team);
      onClose();
    } catch (err) {
      setError(describe(err));
      setTransferring(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="share-title"
      onCancel={(e) => (transferring ? e.preventDefault() : onClose())}
    >
      <h2 id="share-title">{t('share.title')}</h2>
      <div className="stack">
        <p>
          <strong>{template.form_name}</strong>
        </p>
        {loading ? (
          <Spinner label={t('share.loadingTeams')} />
        ) : teams.length === 0 ? (
          <p className="muted">{t('share.noTeams')}</p>
        ) : (
          <SelectField
            label={t('share.team')}
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
            placeholder={t('share.chooseTeam')}
            options={teams.map((x) => ({ value: x.id, label: x.name }))}
            disabled={transferring}
          />
        )}
        <Alert tone="info">{t('share.note')}</Alert>
        {error && <Alert>{error}</Alert>}
      </div>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={!buttons.cancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void share()} disabled={!buttons.share} busy={transferring}>
          {t('share.share')}
        </Button>
      </div>
    </dialog>
  );
}
