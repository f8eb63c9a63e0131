import { AUTOSAVE_DELAY_MS } from '@shared/constants/ui';
import type { SectionKind } from '@shared/sections/kinds';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveComment } from '../api/section-actions';
import { AutosaveQueue } from './autosave-queue';
import { clearUnsent, keepUnsent, readUnsent } from './unsent-answers';

const store = () => window.localStorage;
/** Comments are kept on the device under their own name, beside the section's answers. */
const key = (section: SectionKind) => `${section}:comment`;

/**
 * A section's comment, autosaved like its answers: kept on the device until the server confirms it, retried
 * when the connection returns, flushed before the section closes.
 */
export function useSectionComment(token: string, section: SectionKind, serverComment: string, enabled: boolean) {
  const [comment, setCommentState] = useState<string>(
    () => (readUnsent(store(), token, key(section))?.answers as string | undefined) ?? serverComment,
  );
  const queue = useMemo(
    () =>
      new AutosaveQueue<string>(async (value) => {
        await saveComment(token, section, value);
        clearUnsent(store(), token, key(section), value);
      }, AUTOSAVE_DELAY_MS),
    [token, section],
  );
  useEffect(() => {
    if (!enabled) return;
    const retry = () => {
      if (queue.dirty) void queue.flush().catch(() => undefined);
    };
    window.addEventListener('online', retry);
    const timer = setInterval(retry, 5000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
      void queue.flush().catch(() => undefined);
    };
  }, [queue, enabled]);
  const setComment = useCallback(
    (value: string) => {
      setCommentState(value);
      keepUnsent(store(), token, key(section), value);
      queue.schedule(value);
    },
    [queue, token, section],
  );
  const flush = useCallback(() => queue.flush().catch(() => undefined), [queue]);
  return { comment, setComment, flush };
}
