import { useState } from 'react';
import { Alert } from '../../../../components/ui/feedback';
import { useDescribeError } from '../../../../lib/error-text';
import { useT } from '../../../../lib/i18n/use-t';
import { removePhoto, savePhoto } from '../../api/photo';
import { ImagePicker } from '../image-picker';

/**
 * My account, profile photo (spec part 1 §3 `photoURL`): chosen, uploaded and saved at once (JPG or PNG, at most
 * 2 MB), shown here and in the account menu; Remove deletes it.
 */
export function PhotoField({ photoUrl }: { photoUrl: string }) {
  const t = useT();
  const describe = useDescribeError();
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
    }
  }

  return (
    <ImagePicker
      label={
        <>
          {t('account.photo.label')} <span className="muted">({t('common.optional')})</span>
        </>
      }
      status={message && <Alert tone={message.tone}>{message.text}</Alert>}
      hint={t('account.photo.hint')}
      src={photoUrl}
      alt={t('account.photo.alt')}
      imageClassName="avatar avatar-photo avatar-large"
      emptyClassName="avatar-large"
      busy={busy}
      texts={{
        choose: t('account.photo.choose'),
        replace: t('account.photo.replace'),
        remove: t('account.photo.remove'),
      }}
      onFile={(file) => void run(() => savePhoto(file), 'account.photo.saved')}
      onRemove={() => void run(removePhoto, 'account.photo.removed')}
    />
  );
}
