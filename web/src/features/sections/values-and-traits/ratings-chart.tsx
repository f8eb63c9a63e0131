import { VALUE_RATING_MAX } from '@shared/sections/values-and-traits/schema';
import { useT } from '../../../lib/i18n/use-t';

export interface ChartItem {
  id: string;
  label: string;
  company: number;
  candidate: number;
}

/** Company vs candidate rating per item, as paired horizontal bars (plain CSS). */
export function RatingsChart({ items, title }: { items: readonly ChartItem[]; title: string }) {
  const t = useT();
  const width = (r: number) => `${Math.max(0, Math.min(VALUE_RATING_MAX, r)) * (100 / VALUE_RATING_MAX)}%`;
  return (
    <figure className="stack" style={{ margin: 0 }}>
      <figcaption className="row">
        <strong>{title}</strong>
        <span className="spacer" />
        <span className="legend">
          <span>
            <span className="legend-swatch bar-company" />
            {t('result.company')}
          </span>
          <span>
            <span className="legend-swatch bar-candidate" />
            {t('result.candidate')}
          </span>
        </span>
      </figcaption>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.item')}</th>
            <th scope="col">{t('result.company')}</th>
            <th scope="col">{t('result.candidate')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.label}</th>
              <td>{item.company}</td>
              <td>{item.candidate > 0 ? item.candidate : t('result.unanswered')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="bar-chart" aria-hidden="true">
        {items.map((item) => (
          <div key={item.id} className="bar-row">
            <span className="small">{item.label}</span>
            <div className="bar-pair">
              <div
                className="bar bar-company"
                style={{ width: width(item.company) }}
                title={`${t('result.company')}: ${item.company}`}
              />
              {item.candidate > 0 ? (
                <div
                  className="bar bar-candidate"
                  style={{ width: width(item.candidate) }}
                  title={`${t('result.candidate')}: ${item.candidate}`}
                />
              ) : (
                <span className="muted small">{t('result.unanswered')}</span>
              )}
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
