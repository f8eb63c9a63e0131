import type { InvitationState } from './invitation-status';
import { formatDeadline } from './deadline';
import { useLocale, useT } from '../../../lib/i18n/use-t';

/**
 * Where the candidate of one invitation is (sent, opened, started, finished, expired) and, once an automatic reminder
 * went out, when the latest one was e-mailed. The invite screen's invitation list and the assessment's respondents
 * list both show it, in the same words.
 */
export function InvitationStage({
  state,
}: {
  state: Pick<InvitationState, 'stage' | 'reminded_at' | 'auto_reminders'>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {state.stage && <span data-stage={state.stage}>{t(`invite.stage.${state.stage}`)}</span>}
      {state.reminded_at && (state.auto_reminders ?? 0) > 0 && (
        <span className="muted small" data-testid="reminded-at">
          {' '}
          · {t('invite.remindedAt', { time: formatDeadline(state.reminded_at, locale) })}
        </span>
      )}
    </>
  );
}
