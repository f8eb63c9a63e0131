import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { confirmGuestCode, requestGuestCode } from '../api/guest';
import { api } from '../../../lib/api-client';
import { ProviderButtons } from './provider-buttons';
import { useFormSubmit } from './use-form-submit';

/**
 * Verify dialog (spec part 1 §2): verify with an e-mail code, or sign in with Google or Microsoft (where the
 * deployment offers them), and the benefits list. Verifying keeps everything the guest made (spec part 1 §4).
 */
export function VerifyGuestDialog({ onClose, onVerified }: { onClose: () => void; onVerified: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="verify-guest-title"
      onCancel={(e) => (busy.current ? e.preventDefault() : onClose())}
    >
      <VerifyGuestForm titleId="verify-guest-title" onCancel={onClose} onVerified={onVerified} busyRef={busy} />
    </dialog>
  );
}

/**
 * The verify dialog's content: in the dialog, and on its own at /account/verify?flow=verify&email=… (spec part 1 §2
 * route table), where a given address starts at the code (a code mailed earlier to this guest still answers).
 */
export function VerifyGuestForm({
  titleId,
  initialEmail = '',
  onCancel,
  onVerified,
  busyRef,
}: {
  /** The dialog's heading id; a page shows its own heading. */
  titleId?: string;
  initialEmail?: string;
  onCancel?: () => void;
  onVerified: () => void;
  busyRef?: { current: boolean };
}) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [pin, setPin] = useState('');
  const [step, setStep] = useState<'email' | 'pin'>(initialEmail ? 'pin' : 'email');
  const { busy, error, submit: send } = useFormSubmit();
  if (busyRef) busyRef.current = busy;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (step === 'email') {
      // The form stays for the code.
      await send(
        async () => {
          await requestGuestCode(email.trim());
          setStep('pin');
        },
        { leaves: false },
      );
    } else {
      await send(async () => {
        await confirmGuestCode(email.trim(), pin.trim());
        onVerified();
      });
    }
  }

  return (
    <>
      {titleId && <h2 id={titleId}>{t('guest.verify.title')}</h2>}
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('guest.verify.intro')}</p>
        <ul className="benefits">
          <li>{t('guest.verify.benefit.features')}</li>
          <li>{t('guest.verify.benefit.secure')}</li>
          <li>{t('guest.verify.benefit.teams')}</li>
          <li>{t('guest.verify.benefit.recovery')}</li>
        </ul>
        {error && <Alert>{error}</Alert>}
        {step === 'email' ? (
          <TextField
            label={t('guest.verify.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoFocus
          />
        ) : (
          <>
            <Alert tone="info">{t('guest.verify.sent', { email: email.trim() })}</Alert>
            <TextField
              label={t('auth.verify.pin')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
              required
              autoFocus
            />
          </>
        )}
        {step === 'email' && <ProviderButtons beforeLeave={async () => (await api('startGuestLink', {})).token} />}
        <div className="dialog-actions">
          {(step === 'pin' || onCancel) && (
            <Button variant="secondary" onClick={step === 'pin' ? () => setStep('email') : onCancel} disabled={busy}>
              {step === 'pin' ? t('common.back') : t('common.cancel')}
            </Button>
          )}
          <Button type="submit" busy={busy} disabled={step === 'email' ? !email.trim() : pin.length !== 6}>
            {step === 'email' ? t('guest.verify.send') : t('guest.verify.confirm')}
          </Button>
        </div>
      </form>
    </>
  );
}
