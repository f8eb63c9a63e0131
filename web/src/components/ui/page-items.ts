import { PAGINATION_NEIGHBOURS } from '@shared/constants';

/** Page numbers within two of the current page, with first, last and ellipses (spec part 1 §2). */
export function pageItems(
  page: number,
  pages: number,
  neighbours: number = PAGINATION_NEIGHBOURS,
): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  const start = Math.max(1, page - neighbours);
  const end = Math.min(pages, page + neighbours);
  // An ellipsis never hides a single page: that page is shown instead.
  if (start > 1) items.push(1);
  if (start > 3) items.push('gap');
  else if (start === 3) items.push(2);
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pages - 2) items.push('gap');
  else if (end === pages - 2) items.push(pages - 1);
  if (end < pages) items.push(pages);
  return items;
}
