import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Alert } from '../../../../components/ui/feedback';
import { useDescribeError } from '../../../../lib/error-text';
import { useT } from '../../../../lib/i18n/use-t';
import { removePhoto, savePhoto } from '../../api/photo';

/**
 * My account, profile photo (spec part 1 §3 `photoURL`): chosen, uploaded and saved at once (JPG or PNG, at most
 * 2 MB), shown here and in the account menu; Remove deletes it.
 */
export function PhotoField({ photoUrl }: { photoUrl: string }) {
  const t = useT();
  const describe = useDescribeError();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();

  async function run(action: () => Promise<unknown>, done: 'account.photo.saved' | 'account.photo.removed') {
    setMessage(undefined);
    setBusy(true);
    try {
      await action();
      setMessage({ tone: 'success', text: t(done) });
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('account.photo.label')} <span className="muted">({t('common.optional')})</span>
      </label>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="logo-field">
        {photoUrl ? (
          <img src={photoUrl} alt={t('account.photo.alt')} className="avatar avatar-photo avatar-large" />
        ) : (
          <span className="logo-field-empty avatar-large" aria-hidden="true" />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void run(() => savePhoto(file), 'account.photo.saved');
          }}
        />
        <Button variant="secondary" size="sm" busy={busy} onClick={() => input.current?.click()}>
          {photoUrl ? t('account.photo.replace') : t('account.photo.choose')}
        </Button>
        {photoUrl && !busy && (
          <Button variant="secondary" size="sm" onClick={() => void run(removePhoto, 'account.photo.removed')}>
            {t('account.photo.remove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('account.photo.hint')}
      </p>
    </div>
  );
}
