import { useCallback, useState } from 'react';
import { useDescribeError } from '../../../lib/error-text';
import { downloadReport } from './download-report';
import type { ReportInput } from './report-document';

/** A report download with its state: which audience's PDF is being prepared, and the error in the user's words. */
export function useReportDownload() {
  const describe = useDescribeError();
  const [busy, setBusy] = useState<ReportInput['audience'] | null>(null);
  const [error, setError] = useState<string>();
  const download = useCallback(
    async (input: Omit<ReportInput, 'generatedAt'>) => {
      setBusy(input.audience);
      setError(undefined);
      try {
        await downloadReport({ ...input, generatedAt: new Date() });
      } catch (err) {
        setError(describe(err));
      } finally {
        setBusy(null);
      }
    },
    [describe],
  );
  return { download, busy, error };
}
