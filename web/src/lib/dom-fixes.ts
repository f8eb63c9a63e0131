import type { ChangeEvent } from 'react';

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
 * The field's text cleaned by `clean`, also written back to the field. A controlled field whose cleaned text equals
 * the current state does not render again under Preact, so a refused character (a letter in a PIN) would stay on
 * screen, and count against the field's maximum length, until the next accepted one.
 */
export function cleanedValue(event: ChangeEvent<HTMLInputElement>, clean: (text: string) => string): string {
  const text = clean(event.currentTarget.value);
  if (event.currentTarget.value !== text) event.currentTarget.value = text;
  return text;
}
