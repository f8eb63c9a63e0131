import type { ReactNode } from 'react';
import type { RiskLevel } from '@shared/results/analysis';
import type { RespondentAnalysis } from '@shared/routes';
import { useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

const RISK_BADGE: Record<RiskLevel, string> = { low: 'badge-green', medium: 'badge-yellow', high: 'badge-red' };
const REC_BADGE = {
  strong_fit: 'badge-green',
  good_fit: 'badge-green',
  consider: 'badge-yellow',
  no_hire: 'badge-red',
} as const;

/** The indicators the analysis computed, and the section scores they rest on (spec part 1 §1 "Results"). */
export function AnalysisIndicators({ analysis }: { analysis: RespondentAnalysis }) {
  const t = useT();
  const { indicators: i } = analysis;
  const tile = (id: string, label: string, value: ReactNode) => (
    <div className="stat" data-testid={`analysis-${id}`}>
      <span className="stat-label" id={`analysis-${id}-label`}>
        {label}
      </span>
      <span className="stat-value" aria-labelledby={`analysis-${id}-label`}>
        {value}
      </span>
    </div>
  );
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div className="stats">
        {tile('alignment', t('analysis.culturalAlignment'), `${i.cultural_alignment}%`)}
        {tile(
          'skill',
          t('analysis.skillMatch'),
          i.skill_match === null ? t('analysis.notMeasured') : `${i.skill_match}%`,
        )}
        {tile(
          'risk',
          t('analysis.riskLevel'),
          <span className={`badge ${RISK_BADGE[i.risk_level]}`}>{t(`analysis.risk.${i.risk_level}`)}</span>,
        )}
        {tile(
          'recommendation',
          t('analysis.aiRecommendation'),
          <span className={`badge ${REC_BADGE[analysis.ai_recommendation]}`}>
            {t(`analysis.rec.${analysis.ai_recommendation}`)}
          </span>,
        )}
      </div>
      <p className="muted small" data-testid="analysis-based-on">
        {t('analysis.basedOn', {
          scores: analysis.scores.map((s) => `${t(sectionNameKey(s.section))} ${Math.round(s.score)}%`).join(' · '),
        })}
      </p>
    </div>
  );
}
