import { useState, type FormEvent } from 'react';
import type { Profile } from '@shared/routes';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { Alert } from '../../../../components/ui/feedback';
import { useSave } from '../../../../lib/use-save';
import { useT } from '../../../../lib/i18n/use-t';
import { updateProfile } from '../../api/account';
import { RestartTour } from '../../tour/restart-tour';
import { PhotoField } from './photo-field';

/** My account, profile: photo, name and job title; the e-mail is the sign-in identity and is shown, not edited. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const t = useT();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [jobTitle, setJobTitle] = useState(profile.jobTitle);
  const { busy, message, save } = useSave();

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(() => updateProfile({ firstName, lastName, jobTitle }));
  }

  return (
    <div className="stack">
      {!profile.isGuest && <PhotoField photoUrl={profile.photoUrl} />}
      <form className="stack form-narrow" onSubmit={submit} noValidate>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <TextField label={t('account.email')} value={profile.email} readOnly disabled />
        <TextField
          label={t('auth.info.firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          required
          maxLength={80}
          autoComplete="given-name"
        />
        <TextField
          label={t('auth.info.lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          maxLength={80}
          autoComplete="family-name"
        />
        <TextField
          label={t('auth.info.jobTitle')}
          value={jobTitle}
          onChange={(e) => setJobTitle(e.target.value)}
          maxLength={120}
          autoComplete="organization-title"
        />
        <div>
          <Button type="submit" busy={busy} disabled={!firstName.trim()}>
            {t('account.save')}
          </Button>
        </div>
      </form>
      {!profile.isGuest && <RestartTour />}
    </div>
  );
}
