import { useState } from 'react';
import type { RespondentRow } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { deleteCandidate } from '../api/respondent-actions';

/** Delete respondent on the result page, after the same confirmation as the list's (docs/privacy.md). */
export function DeleteRespondentButton({
  row,
  name,
  onDeleted,
}: {
  row: Pick<RespondentRow, 'form_id' | 'id'>;
  name: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const describe = useDescribeError();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {t('respondents.delete')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('respondents.delete.title', { name })}
          confirmLabel={t('respondents.delete')}
          cancelLabel={t('common.cancel')}
          danger
          describeError={describe}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await deleteCandidate(row);
            onDeleted();
          }}
        >
          <p>{t('respondents.delete.text')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
