import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PIN_LENGTH, PIN_PATTERN, SIGN_IN_REDIRECT_DELAY_MS } from '@shared/constants';
import type { Profile } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { useT } from '../../../lib/i18n/use-t';
import { confirmPin, requestPin } from '../api/auth';
import { msUntilExpiry, pinChallengeStatus, readPinChallenge, type PinChallengeStatus } from '../api/pin-challenge';
import { useFormSubmit } from './use-form-submit';

interface PinFormProps {
  email: string;
  /** Called SIGN_IN_REDIRECT_DELAY_MS after the PIN is accepted, with the account open (spec part 1 §4: redirect after 1.5 s). */
  onSignedIn: (profile: Profile) => void;
}

/** Why this tab cannot take a PIN, in the words the user reads above the send-a-new-code button. */
const NO_CODE_MESSAGE: Record<Exclude<PinChallengeStatus, 'pending'>, MessageKey> = {
  missing: 'auth.verify.noCode',
  expired: 'auth.verify.codeExpired',
  ended: 'auth.verify.codeEnded',
};

const currentStatus = (email: string) => pinChallengeStatus(readPinChallenge(), email, Date.now());

/**
 * The PIN entry. A PIN can only answer the challenge this tab started (pin-challenge.ts): opened in
 * another tab, after a browser restart, or once the code expired or was used up, the page does not
 * take a PIN that must fail; it says why and sends a new code to the same e-mail instead.
 */
export function PinForm({ email, onSignedIn }: PinFormProps) {
  const t = useT();
  const describe = useDescribeError();
  const [status, setStatus] = useState<PinChallengeStatus>(() => currentStatus(email));
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { busy, error, setError, submit: send } = useFormSubmit();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A new e-mail in the address, or a pending code reaching its expiry, changes what the page offers.
  useEffect(() => {
    const now = currentStatus(email);
    setStatus(now);
    if (now !== 'pending') return;
    const expiry = setTimeout(
      () => setStatus(currentStatus(email)),
      msUntilExpiry(readPinChallenge(), Date.now()) + 50,
    );
    return () => clearTimeout(expiry);
  }, [email, status]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || done) return;
    setError(undefined);
    setNotice(undefined);
    if (!PIN_PATTERN.test(pin)) return setFieldError(t('auth.verify.pinFormat'));
    setFieldError(undefined);
    // Timers may sleep in a background tab: check again rather than send a PIN that must fail.
    const before = currentStatus(email);
    if (before !== 'pending') return setStatus(before);
    let signedInAt: number | undefined;
    const outcome = await send(async () => {
      // Signed in: say so at once; the redirect comes 1.5 s from here (spec part 1 §2), or when the account is open
      // if that takes longer, instead of 1.5 s after the account was opened and read.
      const profile = await confirmPin(pin, () => {
        signedInAt = Date.now();
        setDone(true);
      });
      const waited = Date.now() - (signedInAt ?? Date.now());
      timer.current = setTimeout(() => onSignedIn(profile), Math.max(0, SIGN_IN_REDIRECT_DELAY_MS - waited));
    });
    // A wrong PIN is cleared, and the challenge read again: the failure may have ended it. Opening the account may
    // also fail after the sign-in: the message shows, with the way to a new code.
    if (outcome === 'failed') {
      setDone(false);
      setPin('');
      setStatus(currentStatus(email));
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
      setStatus(currentStatus(email));
    }
  }

  if (done) return <Alert tone="success">{t('auth.verify.success')}</Alert>;

  if (status !== 'pending') {
    return (
      <div className="stack">
        {error && <Alert>{error}</Alert>}
        <Alert tone="info">{t(NO_CODE_MESSAGE[status], { email })}</Alert>
        <Button onClick={resend} busy={resending} className="btn-block">
          {t('auth.verify.resend')}
        </Button>
      </div>
    );
  }

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
