import { WORK_STYLES } from '@shared/sections/work-style-identifier/schema';
import type { ResultProps } from '../types';
import { HBar } from '../common/hbar';
import { useSectionContent } from '../api/get-section-content';
import { useLocale, useT } from '../../../lib/i18n/use-t';

interface WorkStyleSummary {
  people?: number;
  process?: number;
  product?: number;
  possible?: number;
  first_steps?: string[];
  overall?: number | null;
  company_mix?: Record<string, number>;
}

/** People / process / product as shares of the answered scenarios, beside the company's own mix. */
export default function WorkStyleResult({ summary }: ResultProps) {
  const t = useT();
  const content = useSectionContent('work_style_identifier', useLocale());
  const s = (summary ?? {}) as WorkStyleSummary;
  const names = new Map((content.data?.groups.styles ?? []).map((x) => [x.id, x]));
  return (
    <div className="stack">
      <p className="muted small">{t('result.ws.answered', { n: s.possible ?? 0 })}</p>
      {WORK_STYLES.map((style) => (
        <div key={style} className="stack" style={{ gap: '0.2rem' }}>
          <HBar
            label={names.get(style)?.text ?? style}
            value={(s[style] ?? 0) * 100}
            hint={names.get(style)?.description}
          />
          {s.company_mix && <HBar label={t('result.company')} value={(s.company_mix[style] ?? 0) * 100} muted />}
        </div>
      ))}
      {s.first_steps?.[0] && (
        <p>{t('result.ws.lead', { style: names.get(s.first_steps[0])?.text ?? s.first_steps[0] })}</p>
      )}
    </div>
  );
}
