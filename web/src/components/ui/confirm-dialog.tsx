import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Alert } from './feedback';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  /** Runs the action; an error keeps the dialog open with the message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  describeError: (error: unknown) => string;
}

/** A modal confirm (native <dialog>: focus stays inside, Escape cancels). Cancelling changes nothing. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onClose,
  describeError,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (err) {
      setError(describeError(err));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirm-title"
      onCancel={(e) => (busy ? e.preventDefault() : onClose())}
    >
      <h2 id="confirm-title">{title}</h2>
      <div className="stack">{children}</div>
      {error && <Alert>{error}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={confirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
