import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pagination shows page numbers within two of the current page, with first, last and ellipses', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
  ])('page %i of %i', (page, pages, expected) => {
    expect(pageItems(page, pages)).toEqual(expected);
  });
});
