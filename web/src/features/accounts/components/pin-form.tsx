import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PIN_LENGTH, PIN_PATTERN, SIGN_IN_REDIRECT_DELAY_MS } from '@shared/constants';
import type { Profile } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { confirmPin, requestPin } from '../api/auth';

interface PinFormProps {
  email: string;
  /** Called SIGN_IN_REDIRECT_DELAY_MS after a successful sign-in (spec part 1 §4: redirect after 1.5 s). */
  onSignedIn: (profile: Profile) => void;
}

export function PinForm({ email, onSignedIn }: PinFormProps) {
  const t = useT();
  const describe = useDescribeError();
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || done) return;
    setError(undefined);
    setNotice(undefined);
    if (!PIN_PATTERN.test(pin)) return setFieldError(t('auth.verify.pinFormat'));
    setFieldError(undefined);
    setBusy(true);
    try {
      const profile = await confirmPin(pin);
      setDone(true);
      timer.current = setTimeout(() => onSignedIn(profile), SIGN_IN_REDIRECT_DELAY_MS);
    } catch (err) {
      setError(describe(err));
      setPin('');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(undefined);
    setNotice(undefined);
    setResending(true);
    try {
      await requestPin(email);
      setNotice(t('auth.verify.resent'));
    } catch (err) {
      setError(describe(err));
    } finally {
      setResending(false);
    }
  }

  if (done) return <Alert tone="success">{t('auth.verify.success')}</Alert>;

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <TextField
        label={t('auth.verify.pin')}
        name="pin"
        className="input input-pin"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
        error={fieldError}
        required
        autoFocus
      />
      <Button type="submit" busy={busy} className="btn-block">
        {t('auth.verify.submit')}
      </Button>
      <Button variant="ghost" onClick={resend} busy={resending}>
        {t('auth.verify.resend')}
      </Button>
    </form>
  );
}
