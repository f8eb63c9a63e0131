import type { SectionKind } from '@shared/sections/kinds';
import { scoreMovers } from '@shared/results/explain';
import { CULTURE_TYPE_LABELS } from '@shared/sections/oaic-archetypes/schema';
import { WORK_STYLE_LABELS } from '@shared/sections/work-style-identifier/schema';
import { useSectionContent } from '../../sections';
import { useLocale, useT } from '../../../lib/i18n/use-t';

const CONTENT_OF: Partial<Record<SectionKind, SectionKind>> = {
  values_and_traits: 'values_and_traits',
  acceptable_behaviors: 'acceptable_behaviors',
  big5: 'big5',
};
const EXPLAINED: readonly SectionKind[] = [
  'values_and_traits',
  'oaic_archetypes',
  'acceptable_behaviors',
  'work_style_identifier',
  'big5',
];

/** The answers that cost a match score most, with the company's and the respondent's answer and the signed gap. */
export function ScoreMovers({ kind, summary }: { kind: SectionKind; summary: unknown }) {
  const t = useT();
  const locale = useLocale();
  // Neuroticism is shown as Emotional stability: its percentiles (and so its gap) are read the other way round.
  const movers = scoreMovers(kind, summary).map((m) =>
    kind === 'big5' && m.id === 'N'
      ? {
          ...m,
          company: m.company === null ? null : 100 - m.company,
          candidate: m.candidate === null ? null : 100 - m.candidate,
          gap: m.gap === null ? null : -m.gap,
        }
      : m,
  );
  const content = useSectionContent(movers.length ? (CONTENT_OF[kind] ?? null) : null, locale);
  if (!EXPLAINED.includes(kind)) return null;
  if (kind === 'big5' && (summary as { target_domains?: unknown } | undefined)?.target_domains === undefined)
    return null;
  const texts = new Map(
    Object.values(content.data?.groups ?? {})
      .flat()
      .map((i) => [i.id, i.text]),
  );
  const name = (id: string) =>
    kind === 'oaic_archetypes'
      ? (CULTURE_TYPE_LABELS[id as keyof typeof CULTURE_TYPE_LABELS]?.[locale] ?? id)
      : kind === 'work_style_identifier'
        ? (WORK_STYLE_LABELS[id as keyof typeof WORK_STYLE_LABELS]?.[locale] ?? id)
        : (texts.get(id) ?? id);
  const value = (v: number | null) => (v === null ? t('result.unanswered') : String(Math.round(v * 10) / 10));
  return (
    <details className="stack">
      <summary>{t('result.movers')}</summary>
      {movers.length === 0 ? (
        <p className="muted small">{t('result.moversNone')}</p>
      ) : (
        <ul className="gap-list small">
          {movers.map((m) => (
            <li key={m.id}>
              <strong>{name(m.id)}</strong>:{' '}
              {t('result.gap', {
                company: value(m.company),
                candidate: value(m.candidate),
                gap: m.gap === null ? '—' : `${m.gap > 0 ? '+' : ''}${Math.round(m.gap * 10) / 10}`,
              })}{' '}
              · <span className="muted">{t('result.cost', { n: m.impact })}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
