import { useT } from '../../lib/i18n/use-t';
import type { MessageKey } from '../../lib/i18n/messages/en';

/** One sortable column heading: a button that says its direction to screen readers through aria-sort. */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: K;
  label: MessageKey;
  sort: { key: K; dir: 'asc' | 'desc' };
  onSort: (key: K) => void;
}) {
  const t = useT();
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {t(label)}
        <span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}
