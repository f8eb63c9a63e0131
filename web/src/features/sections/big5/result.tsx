import { employerBig5View } from '@shared/sections/big5/scorer';
import { levelFromT } from '@shared/sections/big5/stats';
import { ARCHETYPES_1 } from '@shared/sections/big5/archetypes-1';
import { ARCHETYPES_2 } from '@shared/sections/big5/archetypes-2';
import { pickArchetype } from '@shared/sections/big5/archetype-rule';
import type { DomainBands } from '@shared/sections/big5/archetypes-types';
import { localize } from '@shared/sections/content-pack';
import type { Locale } from '@shared/i18n/locale';
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

const ARCHETYPES = [...ARCHETYPES_1, ...ARCHETYPES_2];
/** Archetype signatures use S for Emotional stability (the displayed scale). */
const SIGNATURE_LETTER = { ...LETTER, emotional_stability: 'S' } as const;

/**
 * The five domains as T-score bars labelled with their level (very low … very high, spec part 1 §3), each with its
 * facets (O6 is never scored), and the profile's workplace archetype.
 */
export default function Big5Result({ summary }: ResultProps) {
  const t = useT();
  const locale = useLocale();
  const content = useSectionContent('big5', locale);
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
                label={`${names.get(letter) ?? d.key} · ${t(`result.band.${levelFromT(d.t)}`)}`}
                value={toPct(d.t)}
                band={[toPct(45), toPct(55)]}
                display={`T ${Math.round(d.t)}`}
                marker={target(letter)}
              />
            </summary>
            <div className="stack" style={{ paddingInlineStart: '1rem' }}>
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
      {domains.length === 5 && (
        <Archetype
          bands={Object.fromEntries(domains.map((d) => [SIGNATURE_LETTER[d.key], d.band])) as unknown as DomainBands}
          locale={locale}
        />
      )}
    </div>
  );
}

/** The workplace archetype of the displayed bands (docs/content.md): who they are, strengths, roles, who balances them. */
function Archetype({ bands, locale }: { bands: DomainBands; locale: Locale }) {
  const t = useT();
  const archetype = pickArchetype(bands, ARCHETYPES);
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale);
  const complementary = archetype.complementary
    .map((id) => ARCHETYPES.find((a) => a.id === id))
    .filter((a) => a !== undefined)
    .map((a) => text(a.name));
  return (
    <section className="card stack" aria-labelledby="big5-archetype">
      <p className="eyebrow">{t('result.big5.archetype')}</p>
      <h3 id="big5-archetype">{text(archetype.name)}</h3>
      <p>{text(archetype.description)}</p>
      <dl className="stack">
        <div>
          <dt className="muted small">{t('result.big5.strengths')}</dt>
          <dd>{archetype.strengths.map(text).join(' · ')}</dd>
        </div>
        <div>
          <dt className="muted small">{t('result.big5.roles')}</dt>
          <dd>{archetype.roles.map(text).join(' · ')}</dd>
        </div>
        {complementary.length > 0 && (
          <div>
            <dt className="muted small">{t('result.big5.complementary')}</dt>
            <dd>{complementary.join(' · ')}</dd>
          </div>
        )}
        <div>
          <dt className="muted small">{t('result.big5.collaboration')}</dt>
          <dd>{text(archetype.collaboration)}</dd>
        </div>
      </dl>
    </section>
  );
}
