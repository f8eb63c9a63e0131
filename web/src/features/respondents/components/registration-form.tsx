import { useState, type FormEvent } from 'react';
import { isValidEmail } from '@shared/accounts/email';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, usePageLanguage, useT } from '../../../lib/i18n/use-t';
import { registerRespondent } from '../api/register-respondent';
import { TEXT_LIMITS } from '@shared/constants/limits';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';

/** Public link registration: first name, last name, e-mail; hands back the access token. */
export function RegistrationForm({
  code,
  lang,
  onRegistered,
}: {
  code: string;
  /** The respondent language chosen on the link: kept on the respondent for the test and its e-mails. */
  lang: RespondentLocale;
  onRegistered: (token: string) => void;
}) {
  const t = useT();
  const locale = usePageLanguage();
  const describe = useDescribeError();
  const [form, setForm] = useState({ firstname: '', lastname: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [linkSentTo, setLinkSentTo] = useState<string>();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (!form.firstname.trim()) next.firstname = t('common.required', { field: t('test.firstName') });
    if (!form.lastname.trim()) next.lastname = t('common.required', { field: t('test.lastName') });
    if (form.email.trim() && !isValidEmail(form.email)) next.email = errorText('INVALID_EMAIL_ADDRESS', locale);
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await registerRespondent(code, { ...form, lang });
      if ('token' in outcome) onRegistered(outcome.token);
      else {
        setLinkSentTo(outcome.linkSentTo);
        setBusy(false);
      }
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  if (linkSentTo) return <Alert tone="success">{t('test.register.linkSent', { email: linkSentTo })}</Alert>;

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <div className="grid-2">
        <TextField
          label={t('test.firstName')}
          autoComplete="given-name"
          value={form.firstname}
          onChange={set('firstname')}
          error={errors.firstname}
          maxLength={TEXT_LIMITS.personName}
          required
        />
        <TextField
          label={t('test.lastName')}
          autoComplete="family-name"
          value={form.lastname}
          onChange={set('lastname')}
          error={errors.lastname}
          maxLength={TEXT_LIMITS.personName}
          required
        />
      </div>
      <TextField
        label={t('test.emailOptional')}
        hint={t('test.emailHint')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Button type="submit" busy={busy} className="btn-block">
        {t('test.register.submit')}
      </Button>
    </form>
  );
}
