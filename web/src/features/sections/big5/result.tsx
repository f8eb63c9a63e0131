import { employerBig5View } from '@shared/sections/big5/scorer';
import type { ResultProps } from '../types';
import { HBar } from '../common/hbar';
import { useSectionContent } from '../api/get-section-content';
import { useLocale, useT } from '../../../lib/i18n/use-t';

interface ScaleScore {
  t: number;
  percentile: number;
  band: 'low' | 'average' | 'high';
}
interface Big5Summary {
  form?: string;
  overall?: number | null;
  domains?: Partial<
    Record<
      'N' | 'E' | 'O' | 'A' | 'C',
      ScaleScore & { raw: number; answered: number; items: number; prorated: boolean }
    >
  >;
  facets?: Record<string, ScaleScore>;
  target_domains?: Partial<Record<'N' | 'E' | 'O' | 'A' | 'C', { t: number; percentile: number }>>;
}

const LETTER = {
  openness: 'O',
  conscientiousness: 'C',
  extraversion: 'E',
  agreeableness: 'A',
  emotional_stability: 'N',
} as const;
/** T scores are drawn on 20-80; the average band (45-55) is shaded. */
const toPct = (t: number) => ((Math.max(20, Math.min(80, t)) - 20) / 60) * 100;

/** The five domains as T-score bars with low / average / high bands, each with its facets (O6 is never scored). */
export default function Big5Result({ summary }: ResultProps) {
  const t = useT();
  const content = useSectionContent('big5', useLocale());
  const s = (summary ?? {}) as Big5Summary;
  const domains = employerBig5View({ domains: (s.domains ?? {}) as never });
  const names = new Map((content.data?.groups.domains ?? []).map((d) => [d.id, d.text]));
  const facetNames = new Map((content.data?.groups.facets ?? []).map((f) => [f.id, f.text]));
  if (domains.length === 0) return <p className="muted">{t('result.big5.none')}</p>;
  // The company's target profile, where it gave one, as a marker on each domain (Emotional stability reversed).
  const target = (letter: (typeof LETTER)[keyof typeof LETTER]) => {
    const tt = s.target_domains?.[letter]?.t;
    if (tt === undefined) return undefined;
    const shown = letter === 'N' ? 100 - tt : tt;
    return { at: toPct(shown), label: t('result.big5.target', { t: Math.round(shown) }) };
  };
  return (
    <div className="stack">
      <p className="muted small">{t('result.big5.scale')}</p>
      {domains.map((d) => {
        const letter = LETTER[d.key];
        const facets = Object.entries(s.facets ?? {}).filter(([code]) => code.startsWith(letter));
        return (
          <details key={d.key} className="stack">
            <summary>
              <HBar
                label={`${names.get(letter) ?? d.key} · ${t(`result.band.${d.band}`)}`}
                value={toPct(d.t)}
                band={[toPct(45), toPct(55)]}
                display={`T ${Math.round(d.t)}`}
                marker={target(letter)}
              />
            </summary>
            <div className="stack" style={{ paddingLeft: '1rem' }}>
              {facets.map(([code, f]) => {
                const shownT = letter === 'N' ? 100 - f.t : f.t;
                return (
                  <HBar
                    key={code}
                    muted
                    label={facetNames.get(code) ?? code}
                    value={toPct(shownT)}
                    band={[toPct(45), toPct(55)]}
                    display={`T ${Math.round(shownT)}`}
                  />
                );
              })}
            </div>
          </details>
        );
      })}
    </div>
  );
}
