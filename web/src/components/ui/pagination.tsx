import { PAGINATION_NEIGHBOURS } from '@shared/constants';
import { useT } from '../../lib/i18n/use-t';

/** Page numbers within two of the current page, with first, last and ellipses (spec part 1 §2). */
export function pageItems(page: number, pages: number, neighbours: number = PAGINATION_NEIGHBOURS): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = [];
  const start = Math.max(1, page - neighbours);
  const end = Math.min(pages, page + neighbours);
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pages - 1) items.push('gap');
  if (end < pages) items.push(pages);
  return items;
}

interface PaginationProps {
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, from, to, total, onPage }: PaginationProps) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <span className="muted">{t('list.range', { from, to, total })}</span>
      <ul>
        <li>
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('common.previous')}
          </button>
        </li>
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="btn btn-ghost btn-sm page-btn"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('list.page', { n: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('common.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
