import { useEffect } from 'react';

/** The browser tab's title while the page is shown (respondent pages carry the employer's name, not the product's). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
