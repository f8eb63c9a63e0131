import { useEffect, useState, type FormEvent } from 'react';
import { COMPLETION_MAILS_PER_DAY, type CompletionMailMode } from '@shared/accounts/notifications';
import type { Profile } from '@shared/routes';
import { Button } from '../../../../components/ui/button';
import { Alert, Spinner } from '../../../../components/ui/feedback';
import { useDescribeError } from '../../../../lib/error-text';
import { useSave } from '../../../../lib/use-save';
import { useT } from '../../../../lib/i18n/use-t';
import type { MessageKey } from '../../../../lib/i18n/messages/en';
import { saveNotificationSettings, useNotificationSettings, useOwnAssessments } from '../../api/notifications';

const MODES: { id: CompletionMailMode; label: MessageKey; hint?: MessageKey }[] = [
  { id: 'each', label: 'account.notifications.each', hint: 'account.notifications.eachHint' },
  { id: 'digest', label: 'account.notifications.digest', hint: 'account.notifications.digestHint' },
  { id: 'off', label: 'account.notifications.off' },
];

/**
 * My account, notifications (issue 24 part 4): an e-mail for each completed assessment, one daily summary, or none;
 * and each of the user's own assessments on or off. The e-mails' unsubscribe link sets "none".
 */
export function NotificationsTab({ profile }: { profile: Profile }) {
  const t = useT();
  const describe = useDescribeError();
  const settings = useNotificationSettings();
  const assessments = useOwnAssessments();
  const [mode, setMode] = useState<CompletionMailMode>('each');
  const [muted, setMuted] = useState<string[]>([]);
  const { busy, message, save } = useSave();

  useEffect(() => {
    if (!settings.data) return;
    setMode(settings.data.completionMail);
    setMuted(settings.data.mutedAssessments);
  }, [settings.data]);

  if (settings.isLoading) return <Spinner label={t('common.loading')} />;
  if (settings.error) return <Alert>{describe(settings.error)}</Alert>;
  const own = (assessments.data?.items ?? []).filter((a) => a.creator === profile.email);

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(() => saveNotificationSettings({ completionMail: mode, mutedAssessments: muted }));
  }

  return (
    <form className="stack form-narrow" onSubmit={submit} noValidate>
      <p>{t('account.notifications.intro', { email: profile.email })}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <fieldset className="fieldset stack">
        <legend>{t('account.notifications.mode')}</legend>
        {MODES.map((m) => (
          <label key={m.id} className="checkbox">
            <input
              type="radio"
              name="completion-mail"
              value={m.id}
              checked={mode === m.id}
              onChange={() => setMode(m.id)}
            />
            <span>
              {t(m.label)}
              {m.hint && (
                <>
                  <br />
                  <span className="muted small">{t(m.hint, { count: COMPLETION_MAILS_PER_DAY })}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="fieldset stack" disabled={mode === 'off'}>
        <legend>{t('account.notifications.perAssessment')}</legend>
        <p className="muted small">{t('account.notifications.perAssessmentHint')}</p>
        {assessments.isLoading && <Spinner label={t('common.loading')} />}
        {!assessments.isLoading && own.length === 0 && (
          <p className="muted">{t('account.notifications.noAssessments')}</p>
        )}
        {own.map((a) => (
          <label key={a.id} className="checkbox">
            <input
              type="checkbox"
              checked={!muted.includes(a.id)}
              onChange={(e) =>
                setMuted((list) => (e.target.checked ? list.filter((id) => id !== a.id) : [...list, a.id]))
              }
            />
            <span>{a.form_name}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" busy={busy}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
