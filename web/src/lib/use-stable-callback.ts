import { useCallback, useRef } from 'react';

/**
 * A function that stays the same from one render to the next and always calls the latest `callback`. Handed to
 * memoised rows (a question list's items), it lets a row render again only when its own props change: answering one
 * of 120 statements renders that one, not every row because its parent made a new arrow function.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: A) => latest.current(...args), []);
}
