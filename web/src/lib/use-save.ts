import { useCallback, useState } from 'react';
import { useDescribeError } from './error-text';
import { useT } from './i18n/use-t';

export interface SaveMessage {
  tone: 'error' | 'success';
  text: string;
}

/**
 * A settings form's save: busy while it runs, then 'Saved.' or the error in the user's language; `fail`
 * shows a message found before sending (a bad colour, too many values).
 */
export function useSave() {
  const t = useT();
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage>();

  const save = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      setMessage(undefined);
      try {
        await action();
        setMessage({ tone: 'success', text: t('account.saved') });
      } catch (err) {
        setMessage({ tone: 'error', text: describe(err) });
      } finally {
        setBusy(false);
      }
    },
    [t, describe],
  );
  const fail = useCallback((text: string) => setMessage({ tone: 'error', text }), []);
  return { busy, message, save, fail };
}
