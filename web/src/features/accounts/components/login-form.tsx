import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isValidEmail, normalizeEmail } from '@shared/accounts/email';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { useFormSubmit } from './use-form-submit';
import { requestPin } from '../api/auth';
import { AuthFlowError } from '../api/auth-errors';

export function LoginForm({
  onPinSent,
  initialEmail = '',
}: {
  onPinSent: (email: string) => void;
  /** The address a link was sent to (a team invitation's). */
  initialEmail?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState(initialEmail);
  // An address without an account: the way on is to create one with it, not to try again.
  const [noAccount, setNoAccount] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const { busy, error, setError, submit: send } = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!isValidEmail(email)) return setFieldError(errorText('INVALID_EMAIL_ADDRESS', locale));
    setFieldError(undefined);
    setNoAccount(undefined);
    await send(async () => {
      try {
        await requestPin(email);
      } catch (err) {
        if (err instanceof AuthFlowError && err.code === 'RECHECK_LOGIN_CREDENTIALS')
          setNoAccount(normalizeEmail(email));
        throw err;
      }
      onPinSent(normalizeEmail(email));
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      {error && noAccount && (
        <p className="small">
          {t('auth.login.noAccountWith', { email: noAccount })}{' '}
          <Link to={`/signup?email=${encodeURIComponent(noAccount)}`}>{t('auth.login.signupLink')}</Link>
        </p>
      )}
      <EmailField value={email} onChange={setEmail} error={fieldError} />
      <Button type="submit" busy={busy} className="btn-block">
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
