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
 * `focusOnMount` for a heading that starts a long screen (a section's questions): the focus moves as it mounts, but the
 * page is not laid out there and then to scroll to it (on a slow phone, laying out a screen of questions in the middle
 * of building it is a long task of its own); in the next frame, once laid out anyway, the heading is scrolled into
 * view if it is off screen, as the focus would have.
 */
export function focusOnMountThenReveal(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  requestAnimationFrame(() => {
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  });
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
