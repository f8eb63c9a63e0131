import { HUMAN_SKILL_KEYS } from '@shared/sections/human-skills/schema';
import type { ResultProps } from '../types';
import { HBar } from '../common/hbar';
import { useSectionContent } from '../api/get-section-content';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { Spinner } from '../../../components/ui/feedback';

interface SkillResult {
  score: number;
  full_explanation: string;
}
type HumanSkillsSummary = {
  status?: 'scoring' | 'unanswered' | 'scored' | 'failed';
  overall?: number | null;
  offline?: boolean;
  model?: string;
} & Partial<Record<string, SkillResult>>;

/** Each skill's score with the written explanation of why; 'scoring' while the AI works on it. */
export default function HumanSkillsResult({ summary }: ResultProps) {
  const t = useT();
  const content = useSectionContent('human_skills', useLocale());
  const s = (summary ?? {}) as HumanSkillsSummary;
  const names = new Map((content.data?.groups.skills ?? []).map((x) => [x.id, x.text]));
  if (s.status === 'scoring') return <Spinner label={t('result.hs.scoring')} />;
  if (s.status === 'unanswered') return <p className="muted">{t('result.hs.unanswered')}</p>;
  if (s.status === 'failed') return <p className="muted">{t('result.hs.failed')}</p>;
  return (
    <div className="stack">
      {s.offline && <p className="badge badge-yellow">{t('result.hs.offline')}</p>}
      {HUMAN_SKILL_KEYS.filter((k) => s[k]).map((k) => {
        const r = s[k] as SkillResult;
        return (
          <div key={k} className="stack" style={{ gap: '0.25rem' }}>
            <HBar label={names.get(k) ?? k} value={r.score} display={String(r.score)} />
            <p className="muted small" style={{ margin: 0 }}>
              {r.full_explanation}
            </p>
          </div>
        );
      })}
    </div>
  );
}
