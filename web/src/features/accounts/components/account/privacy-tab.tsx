import { useState, type FormEvent } from 'react';
import type { Profile } from '@shared/routes';
import { RETENTION_CHOICES } from '@shared/accounts/retention';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { Alert } from '../../../../components/ui/feedback';
import { useSave } from '../../../../lib/use-save';
import { useT } from '../../../../lib/i18n/use-t';
import { updatePrivacy } from '../../api/account';

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
  );
}
