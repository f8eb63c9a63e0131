import { DISTRIBUTION_BUCKETS, MIN_GROUP_SIZE_FOR_TEAM_PROFILE } from '@shared/results/group-analytics';
import { DEMOGRAPHIC_LABELS } from '@shared/results/demographics';
import { PERFORMANCE_LEVELS, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import type { GroupAnalyticsView } from '@shared/routes';
import { CULTURE_TYPES, CULTURE_TYPE_LABELS } from '@shared/sections/oaic-archetypes/schema';
import { WORK_STYLES, WORK_STYLE_LABELS } from '@shared/sections/work-style-identifier/schema';
import { HBar } from '../../sections';
import { useLocale, useT } from '../../../lib/i18n/use-t';

type Stats = NonNullable<GroupAnalyticsView['overall']>;

/**
 * Score spread as ten columns of width 10 (an SVG histogram), with the figures as text beside it so a screen
 * reader gets the same information.
 */
export function ScoreHistogram({ stats, label }: { stats: Stats; label: string }) {
  const t = useT();
  const locale = useLocale();
  const top = Math.max(1, ...stats.distribution);
  return (
    <div className="stack">
      <svg
        viewBox="0 0 420 150"
        role="img"
        aria-label={`${label}: ${DISTRIBUTION_BUCKETS.map((b, i) => t('group.bucket', { range: b, n: stats.distribution[i] ?? 0 })).join(', ')}`}
        style={{ width: '100%', maxWidth: '42rem' }}
      >
        {DISTRIBUTION_BUCKETS.map((bucket, i) => {
          const n = stats.distribution[i] ?? 0;
          const h = (n / top) * 100;
          return (
            <g key={bucket}>
              <rect
                x={10 + i * 40}
                y={115 - h}
                width={32}
                height={h}
                rx={3}
                fill="var(--accent)"
                opacity={n === 0 ? 0.15 : 1}
              />
              {n > 0 && (
                <text x={26 + i * 40} y={110 - h} fontSize="10" textAnchor="middle">
                  {n}
                </text>
              )}
              <text x={26 + i * 40} y={132} fontSize="9" textAnchor="middle">
                {bucket}
              </text>
            </g>
          );
        })}
      </svg>
      <dl className="stats-inline">
        <div>
          <dt>{t('group.count')}</dt>
          <dd>{stats.count}</dd>
        </div>
        <div>
          <dt>{t('group.mean')}</dt>
          <dd>{Math.round(stats.mean)}</dd>
        </div>
        <div>
          <dt>{t('group.median')}</dt>
          <dd>{Math.round(stats.median)}</dd>
        </div>
        <div>
          <dt>{t('group.range')}</dt>
          <dd>
            {Math.round(stats.min)} – {Math.round(stats.max)}
          </dd>
        </div>
        {PERFORMANCE_LEVELS.map((level) => (
          <div key={level}>
            <dt>{PERFORMANCE_LEVEL_LABELS[level][locale]}</dt>
            <dd>{stats.levels[level] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The respondents' mean culture profile against the company's wanted culture (marker), per type. */
export function GroupCulture({ view }: { view: GroupAnalyticsView }) {
  const t = useT();
  const locale = useLocale();
  const cp = view.culture_profile;
  if (!cp.shown)
    return <p className="muted">{t('group.culture.hidden', { minimum: cp.minimum, members: cp.members })}</p>;
  return (
    <div className="stack">
      <p className="muted small">{t('group.culture.legend')}</p>
      {CULTURE_TYPES.map((type) => {
        const company = view.company_culture?.preferred[type];
        return (
          <HBar
            key={type}
            label={CULTURE_TYPE_LABELS[type][locale]}
            value={cp.mean[type]}
            display={`${Math.round(cp.mean[type])}`}
            marker={
              company === undefined
                ? undefined
                : { at: company, label: t('group.culture.company', { n: Math.round(company) }) }
            }
          />
        );
      })}
    </div>
  );
}

const BANDS = ['low', 'average', 'high'] as const;
const BAND_COLOURS = { low: '#9aa5b1', average: '#6b8fd6', high: 'var(--accent)' } as const;

/** How many respondents fall in each band of each Big Five domain, as one stacked bar per domain. */
export function GroupBig5({
  bands,
  names,
}: {
  bands: GroupAnalyticsView['big5_bands'];
  names: (key: string) => string;
}) {
  const t = useT();
  const entries = Object.entries(bands);
  if (entries.length === 0) return <p className="muted">{t('group.empty')}</p>;
  return (
    <div className="stack">
      <p className="small">
        {BANDS.map((b) => (
          <span key={b} className="legend-item">
            <span className="legend-swatch" style={{ background: BAND_COLOURS[b] }} aria-hidden="true" />{' '}
            {t(`group.band.${b}`)}
          </span>
        ))}
      </p>
      {entries.map(([domain, counts]) => {
        const total = Math.max(1, counts.low + counts.average + counts.high);
        const summary = BANDS.map((b) => `${t(`group.band.${b}`)} ${counts[b]}`).join(', ');
        return (
          <div key={domain} className="hbar">
            <span>{names(domain)}</span>
            <span className="hbar-track stacked" role="img" aria-label={`${names(domain)}: ${summary}`}>
              {BANDS.map((b) =>
                counts[b] > 0 ? (
                  <span key={b} style={{ width: `${(counts[b] / total) * 100}%`, background: BAND_COLOURS[b] }} />
                ) : null,
              )}
            </span>
            <span className="small">{summary}</span>
          </div>
        );
      })}
    </div>
  );
}

/** Fair use: per question, each group's selection rate and its ratio to the highest (four-fifths rule). */
export function AdverseImpactTable({ impact }: { impact: NonNullable<GroupAnalyticsView['adverse_impact']> }) {
  const t = useT();
  const locale = useLocale();
  const questions = Object.entries(impact).filter(([, rows]) => rows.length > 0);
  if (questions.length === 0) return <p className="muted">{t('group.fair.none')}</p>;
  return (
    <div className="stack">
      <p className="muted small">{t('group.fair.intro', { minimum: MIN_GROUP_SIZE_FOR_TEAM_PROFILE })}</p>
      {questions.map(([question, rows]) => (
        <div key={question} className="table-wrap">
          <table className="table">
            <caption className="table-caption">{DEMOGRAPHIC_LABELS[question]?.[locale] ?? question}</caption>
            <thead>
              <tr>
                <th scope="col">{t('group.fair.group')}</th>
                <th scope="col">{t('group.fair.respondents')}</th>
                <th scope="col">{t('group.fair.selected')}</th>
                <th scope="col">{t('group.fair.rate')}</th>
                <th scope="col">{t('group.fair.ratio')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.group}>
                  <th scope="row">{DEMOGRAPHIC_LABELS[r.group]?.[locale] ?? r.group}</th>
                  {r.shown ? (
                    <>
                      <td>{r.respondents}</td>
                      <td>{r.selected}</td>
                      <td>{r.rate === null ? '—' : `${Math.round(r.rate * 100)}%`}</td>
                      <td>
                        {r.ratio === null ? '—' : r.ratio.toFixed(2)}{' '}
                        {r.flagged && <span className="badge badge-red">{t('group.fair.flag')}</span>}
                      </td>
                    </>
                  ) : (
                    <td colSpan={4} className="muted">
                      {t('group.fair.hidden', { minimum: MIN_GROUP_SIZE_FOR_TEAM_PROFILE })}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

/** The group's work style: per style, who leans most to it and its mean share of the answers. */
export function GroupWorkStyles({ mix }: { mix: NonNullable<GroupAnalyticsView['work_styles']> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="stack">
      <p className="muted small">{t('group.workStyles.intro', { n: mix.respondents })}</p>
      {WORK_STYLES.map((style) => (
        <HBar
          key={style}
          label={WORK_STYLE_LABELS[style][locale]}
          value={mix.mean_share[style] ?? 0}
          display={t('group.workStyles.row', {
            n: mix.leaning[style] ?? 0,
            share: Math.round(mix.mean_share[style] ?? 0),
          })}
        />
      ))}
    </div>
  );
}
