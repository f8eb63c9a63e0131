import { useSyncExternalStore } from 'react';

/** Whether the help-and-support modal is open: opened from the account menu, shown by the layout. */
let open = false;
const listeners = new Set<() => void>();

export function setHelpOpen(value: boolean): void {
  open = value;
  listeners.forEach((l) => l());
}

export function useHelpOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
