import { useLayoutEffect } from 'react';
import type { TextDirection } from '@shared/i18n/direction';

/**
 * The page's writing direction while a screen is shown (`<html dir>`), so dialogs, toasts and the scrollbar follow it
 * as the screen's own root does; put back to left to right when the screen goes. Set before paint, so a right to
 * left page never shows a frame laid out the other way.
 */
export function useDocumentDirection(dir: TextDirection): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dir = dir;
    return () => {
      root.dir = 'ltr';
    };
  }, [dir]);
}
