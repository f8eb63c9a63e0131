import { useCallback, useEffect, useState } from 'react';
import { TOAST_MS } from '@shared/constants';

/** A short status line (spec part 2 §9.6: 3000 ms), announced politely to screen readers. */
export function useToast() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => setMessage(text), []);
  const node = (
    <div role="status" aria-live="polite" className={message ? 'toast' : 'visually-hidden'}>
      {message}
    </div>
  );
  return { show, node };
}
