import { useState, type FormEvent } from 'react';
import { isValidEmail, normalizeEmail } from '@shared/accounts/email';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { useFormSubmit } from './use-form-submit';
import { signUpWithEmail } from '../api/auth';

export function SignupForm({
  onPinSent,
  initialEmail = '',
}: {
  onPinSent: (email: string) => void;
  /** The address carried from a team invitation's link or the sign-in page. */
  initialEmail?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState(initialEmail);
  // spec part 1 §3: acceptTerrms defaults to true.
  const [terms, setTerms] = useState(true);
  const [fieldError, setFieldError] = useState<string>();
  const { busy, error, setError, submit: send } = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!isValidEmail(email)) return setFieldError(errorText('INVALID_EMAIL_ADDRESS', locale));
    setFieldError(undefined);
    if (!terms) return setError(errorText('TERMS_NOT_ACCEPTED', locale));
    await send(async () => {
      await signUpWithEmail(email);
      onPinSent(normalizeEmail(email));
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <EmailField value={email} onChange={setEmail} error={fieldError} />
      <label className="checkbox">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>{t('auth.signup.terms')}</span>
      </label>
      <p className="muted small">
        <a href="/terms" target="_blank" rel="noopener">
          {t('pages.terms.link')}
        </a>
        {' · '}
        <a href="/privacy" target="_blank" rel="noopener">
          {t('pages.privacy.link')}
        </a>
      </p>
      <Button type="submit" busy={busy} className="btn-block">
        {t('auth.signup.submit')}
      </Button>
    </form>
  );
}
