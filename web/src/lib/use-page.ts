import { useState } from 'react';

/**
 * The current page of a paged table, back to the first whenever one of `inputs` changes (data, search, filters,
 * sort, page size; spec part 1 §2: the page resets when data, search or sort change).
 */
export function usePage(inputs: readonly unknown[]): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(inputs);
  if (inputs.length !== seen.length || inputs.some((value, i) => value !== seen[i])) {
    setSeen(inputs);
    setPage(1);
  }
  return [page, setPage];
}
