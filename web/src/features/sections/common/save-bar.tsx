import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';

/** The bottom bar of a setup screen: progress or a problem, and Save. */
export function SaveBar({
  status,
  problem,
  busy,
  onSave,
  label,
}: {
  status?: ReactNode;
  problem?: string | undefined;
  busy: boolean;
  onSave: () => void;
  label?: string;
}) {
  const t = useT();
  return (
    <div className="sticky-actions">
      {problem ? (
        <Alert>{problem}</Alert>
      ) : (
        <span className="muted small" role="status">
          {status}
        </span>
      )}
      <Button onClick={onSave} busy={busy}>
        {label ?? t('setup.save')}
      </Button>
    </div>
  );
}
