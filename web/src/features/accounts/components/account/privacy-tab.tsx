import { useState, type FormEvent } from 'react';
import type { Profile } from '@shared/routes';
import { RETENTION_CHOICES } from '@shared/accounts/retention';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { Alert } from '../../../../components/ui/feedback';
import { useSave } from '../../../../lib/use-save';
import { useT } from '../../../../lib/i18n/use-t';
import { deleteAccount, updatePrivacy } from '../../api/account';
import { signOutEverywhere } from '../../api/auth';

/** My account, privacy (docs/privacy.md): the marketing consent and how long respondents are kept. */
export function PrivacyTab({ profile }: { profile: Profile }) {
  const t = useT();
  const [sendFreeStuff, setSendFreeStuff] = useState(profile.sendFreeStuff);
  const [retention, setRetention] = useState(profile.retentionMonths === null ? '' : String(profile.retentionMonths));
  const { busy, message, save } = useSave();
  const choices = [...new Set([...RETENTION_CHOICES, ...(profile.retentionMonths ? [profile.retentionMonths] : [])])];

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(() => updatePrivacy({ sendFreeStuff, retentionMonths: retention === '' ? null : Number(retention) }));
  }

  return (
    <div className="stack">
      <form className="stack form-narrow" onSubmit={submit} noValidate>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <fieldset className="stack">
          <legend>{t('account.privacy.consent')}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={sendFreeStuff} onChange={(e) => setSendFreeStuff(e.target.checked)} />
            <span>{t('account.privacy.sendFreeStuff')}</span>
          </label>
        </fieldset>
        <SelectField
          label={t('account.privacy.retention')}
          hint={t('account.privacy.retentionHelp')}
          value={retention}
          onChange={(e) => setRetention(e.target.value)}
          options={[
            { value: '', label: t('account.privacy.retentionForever') },
            ...choices
              .sort((a, b) => a - b)
              .map((n) => ({ value: String(n), label: t('account.privacy.months', { n }) })),
          ]}
        />
        <div>
          <Button type="submit" busy={busy}>
            {t('account.save')}
          </Button>
        </div>
      </form>
      <DeleteAccount email={profile.email} />
    </div>
  );
}

/**
 * Delete account (docs/privacy.md "Deleting an account"): enabled once the user types their address or DELETE;
 * after it the session ends and the app starts over signed out.
 */
function DeleteAccount({ email }: { email: string }) {
  const t = useT();
  const [confirm, setConfirm] = useState('');
  const { busy, message, save } = useSave();
  const typed = confirm.trim();
  const confirmed = typed === 'DELETE' || typed.toLowerCase() === email.toLowerCase();

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(async () => {
      await deleteAccount({ confirm: typed });
      await signOutEverywhere();
      window.location.assign('/');
    });
  }

  return (
    <form className="stack form-narrow" onSubmit={submit} noValidate aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('account.privacy.deleteTitle')}</h2>
      <p>{t('account.privacy.deleteHelp')}</p>
      {message?.tone === 'error' && <Alert tone="error">{message.text}</Alert>}
      <TextField
        label={t('account.privacy.deleteConfirm')}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        autoComplete="off"
      />
      <div>
        <Button type="submit" variant="danger" busy={busy} disabled={!confirmed}>
          {t('account.privacy.deleteAction')}
        </Button>
      </div>
    </form>
  );
}
