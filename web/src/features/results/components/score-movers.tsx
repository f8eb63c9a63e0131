import { customItemTexts } from '@shared/sections/custom-items';
import type { SectionKind } from '@shared/sections/kinds';
import { scoreMovers } from '@shared/results/explain';
import { MOVER_VIEWS, useSectionContent, type MoverView } from '../../sections';
import { useLocale, useT } from '../../../lib/i18n/use-t';

/** The answers that cost a match score most, with the company's and the respondent's answer and the signed gap. */
export function ScoreMovers({ kind, summary, setup }: { kind: SectionKind; summary: unknown; setup?: unknown }) {
  const t = useT();
  const locale = useLocale();
  const view: MoverView | null = MOVER_VIEWS[kind];
  const movers = view ? scoreMovers(kind, summary).map((m) => view.shown?.(m) ?? m) : [];
  const content = useSectionContent(movers.length && view?.namedByContent ? kind : null, locale);
  if (!view || view.explains?.(summary) === false) return null;
  const texts = new Map([
    ...Object.values(content.data?.groups ?? {})
      .flat()
      .map((i) => [i.id, i.text] as const),
    // The company's own values, traits and scenarios, as it wrote them.
    ...customItemTexts(setup, ['custom_values', 'custom_traits', 'custom_scenarios']),
  ]);
  const name = (id: string) => (view.label ? view.label(id, locale) : texts.get(id)) ?? id;
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
