import { useReducer } from 'react';

/**
 * `autoFocus` as React DOM does it: focus the element when it mounts. Preact, which renders the pages, only writes
 * the HTML attribute, and a browser honours that once per page load, so a field shown after a move within the app
 * (the PIN step, a dialog's field, Keep answering) would not get the focus. Use as `ref={focusOnMount}` beside
 * `autoFocus`.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/**
 * A controlled field's change handler that also renders the field again, so the field shows its `value` after every
 * change, as React DOM keeps it. Preact, which renders the pages, writes `value` only when the field renders again,
 * and a handler that keeps its state as it was (a refused character: a letter in a PIN, a trailing space in a colour
 * code) renders nothing, so the character would stay on screen, and count against the field's maximum length.
 */
export function useControlledChange<E>(onChange: ((event: E) => void) | undefined): ((event: E) => void) | undefined {
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  return onChange
    ? (event) => {
        onChange(event);
        renderAgain();
      }
    : undefined;
}
