import { CULTURE_TYPES, CULTURE_TYPE_LABELS } from '@shared/sections/oaic-archetypes/schema';
import type { ResultProps } from '../types';
import { useSectionContent } from '../api/get-section-content';
import { useLocale, useT } from '../../../lib/i18n/use-t';

type Profile = Record<string, number>;
interface OaicSummary {
  incomplete?: boolean;
  answered_groups?: number;
  company_avg?: Profile;
  candidate_avg?: Profile;
  company_now?: Record<string, Profile>;
  metrics?: { group: string; score: number; colour: 'green' | 'yellow' | 'red' }[];
}

function average(profile: Record<string, Profile> | undefined): Profile | undefined {
  if (!profile) return undefined;
  const groups = Object.values(profile);
  return Object.fromEntries(
    CULTURE_TYPES.map((t) => [
      t,
      Math.round((groups.reduce((s, g) => s + (g[t] ?? 0), 0) / Math.max(1, groups.length)) * 10) / 10,
    ]),
  );
}

const SERIES = [
  { key: 'now', colour: '#9aa5b1' },
  { key: 'preferred', colour: 'var(--accent)' },
  { key: 'candidate', colour: '#2f6fed' },
] as const;

/** Company now, company preferred and the respondent over the four culture types, and the overlap per dimension. */
export default function OaicResult({ summary }: ResultProps) {
  const t = useT();
  const locale = useLocale();
  const content = useSectionContent('oaic_archetypes', locale);
  const s = (summary ?? {}) as OaicSummary;
  if (s.incomplete) return <p className="muted">{t('result.oaic.incomplete', { n: s.answered_groups ?? 0 })}</p>;
  const data: Record<string, Profile | undefined> = {
    now: average(s.company_now),
    preferred: s.company_avg,
    candidate: s.candidate_avg,
  };
  const dims = new Map((content.data?.groups.dimensions ?? []).map((d) => [d.id, d.text]));
  const max = 60;
  return (
    <div className="stack">
      <figure className="stack" style={{ margin: 0 }}>
        <svg
          viewBox="0 0 420 200"
          role="img"
          aria-label={t('result.oaic.chart')}
          style={{ width: '100%', maxWidth: '42rem' }}
        >
          {CULTURE_TYPES.map((type, i) => {
            const x0 = 20 + i * 100;
            return (
              <g key={type}>
                {SERIES.map((series, j) => {
                  const v = data[series.key]?.[type];
                  if (v === undefined) return null;
                  const h = (Math.min(v, max) / max) * 150;
                  return (
                    <g key={series.key}>
                      <rect x={x0 + j * 24} y={165 - h} width={20} height={h} fill={series.colour} rx={3} />
                      <text x={x0 + j * 24 + 10} y={160 - h} fontSize="9" textAnchor="middle">
                        {Math.round(v)}
                      </text>
                    </g>
                  );
                })}
                <text x={x0 + 34} y={182} fontSize="10" textAnchor="middle">
                  {CULTURE_TYPE_LABELS[type][locale].split(' ')[0]}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className="legend">
          {SERIES.filter((x) => data[x.key]).map((x) => (
            <span key={x.key}>
              <span className="legend-swatch" style={{ background: x.colour }} /> {t(`result.oaic.${x.key}`)}
            </span>
          ))}
        </figcaption>
      </figure>
      <table className="table">
        <caption className="visually-hidden">{t('result.oaic.table')}</caption>
        <thead>
          <tr>
            <th>{t('result.oaic.dimension')}</th>
            {CULTURE_TYPES.map((type) => (
              <th key={type}>{CULTURE_TYPE_LABELS[type][locale]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('result.oaic.preferred')}</th>
            {CULTURE_TYPES.map((type) => (
              <td key={type}>{data.preferred?.[type] ?? '—'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('result.oaic.candidate')}</th>
            {CULTURE_TYPES.map((type) => (
              <td key={type}>{data.candidate?.[type] ?? '—'}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <ul className="setup-list" style={{ listStyle: 'none', padding: 0 }}>
        {(s.metrics ?? []).map((m) => (
          <li key={m.group} className="setup-row">
            <span>{dims.get(m.group) ?? m.group}</span>
            <span
              className={`badge badge-${m.colour === 'green' ? 'green' : m.colour === 'yellow' ? 'yellow' : 'red'}`}
            >
              {t('result.oaic.overlap', { n: Math.round(m.score) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
