import { useState, type FormEvent } from 'react';
import { isValidEmail, normalizeEmail } from '@shared/accounts/email';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { useFormSubmit } from './use-form-submit';
import { requestPin } from '../api/auth';

export function LoginForm({ onPinSent }: { onPinSent: (email: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { busy, error, setError, submit: send } = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!isValidEmail(email)) return setFieldError(errorText('INVALID_EMAIL_ADDRESS', locale));
    setFieldError(undefined);
    await send(async () => {
      await requestPin(email);
      onPinSent(normalizeEmail(email));
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <EmailField value={email} onChange={setEmail} error={fieldError} />
      <Button type="submit" busy={busy} className="btn-block">
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
