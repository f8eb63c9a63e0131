import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, SUPPORT_REPLY_HOURS } from '@shared/constants/limits';
import { canSubmitSupport, checkSupportAttachment } from '@shared/support/ticket';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { newRequestId, sendSupportMessage, supportErrorText } from '../api/support';
import { focusOnMount } from '../../../lib/dom-fixes';

interface HelpDialogProps {
  email: string;
  onClose: () => void;
  /** Shown by the page after a successful send (the thank-you toast). */
  onSent: () => void;
}

/**
 * Help and support (spec part 1 §2): a message and an optional png/jpg/jpeg image; Submit is disabled while the
 * message is empty, the image loads or the message is being sent. A modal <dialog>: focus stays inside, Escape
 * cancels (not while sending). What was typed stays when a send fails.
 */
export function HelpDialog({ email, onClose, onSent }: HelpDialogProps) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const fileId = useId();
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileLoading, setFileLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One id per message until it is sent: a retry after a failure is the same ticket on the server.
  const requestId = useRef(newRequestId());

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return;
    if (checkSupportAttachment(chosen.name)) return setError(errorText('SUPPORT_ATTACHMENT_TYPE', locale));
    if (chosen.size > IMAGE_MAX_BYTES) return setError(errorText('FILE_UPLOAD_FAILED', locale));
    setFileLoading(true);
    const image = new Image();
    const url = URL.createObjectURL(chosen);
    image.onload = () => {
      setFile(chosen);
      setPreview(url);
      setFileLoading(false);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setFileLoading(false);
      setError(errorText('FILE_LOAD_FAILED', locale));
    };
    image.src = url;
  }

  async function submit() {
    if (!canSubmitSupport({ message, fileLoading, sending })) return;
    setSending(true);
    setError(null);
    try {
      await sendSupportMessage({ requestId: requestId.current, message, file });
      onSent();
      onClose();
    } catch (err) {
      setError(supportErrorText(err, locale));
      setSending(false);
    }
  }

  const disabled = !canSubmitSupport({ message, fileLoading, sending });
  return (
    <dialog
      ref={ref}
      className="dialog help-dialog"
      aria-labelledby="help-title"
      onCancel={(e) => (sending ? e.preventDefault() : onClose())}
    >
      <h2 id="help-title">{t('support.title')}</h2>
      <p className="muted">
        {t('support.intro', { email, min: SUPPORT_REPLY_HOURS.min, max: SUPPORT_REPLY_HOURS.max })}
      </p>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={messageId}>{t('support.message')}</label>
        <textarea
          id={messageId}
          rows={6}
          maxLength={5000}
          value={message}
          placeholder={t('support.messagePlaceholder')}
          onChange={(e) => setMessage(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void submit();
            }
          }}
          disabled={sending}
          autoFocus
          ref={focusOnMount}
        />
        <label htmlFor={fileId}>{t('support.attach')}</label>
        <input
          id={fileId}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          disabled={sending}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {fileLoading && <p className="muted">{t('common.loading')}</p>}
        {preview && file && (
          <div className="help-preview">
            <img src={preview} alt={file.name} />
            <Button
              variant="secondary"
              size="sm"
              disabled={sending}
              onClick={() => {
                setFile(null);
                setPreview(null);
              }}
            >
              {t('support.removeAttachment')}
            </Button>
          </div>
        )}
        {error && <Alert>{error}</Alert>}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('support.cancel')}
          </Button>
          <Button type="submit" disabled={disabled} busy={sending}>
            {sending ? (file ? t('support.uploading') : t('support.sending')) : t('support.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
