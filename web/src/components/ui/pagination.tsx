import { pageItems } from './page-items';
import { useT } from '../../lib/i18n/use-t';

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
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('common.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
