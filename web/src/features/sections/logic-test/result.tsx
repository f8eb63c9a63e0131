import { LOGIC_PARTS, LOGIC_PART_LABELS } from '@shared/sections/logic-test/schema';
import type { ResultProps } from '../types';
import { HBar } from '../common/hbar';
import { useLocale, useT } from '../../../lib/i18n/use-t';

interface LogicSummary {
  parts?: Partial<Record<string, { correct: number; total: number; score: number }>>;
}

/** Correct answers per part, as a share and as a count. */
export default function LogicTestResult({ summary }: ResultProps) {
  const t = useT();
  const locale = useLocale();
  const parts = (summary as LogicSummary | undefined)?.parts ?? {};
  return (
    <div className="stack">
      {LOGIC_PARTS.filter((p) => parts[p]).map((p) => {
        const s = parts[p]!;
        return (
          <div key={p}>
            <HBar label={LOGIC_PART_LABELS[p][locale]} value={s.score} />
            <p className="muted small" style={{ margin: 0 }}>
              {t('result.logic.correct', { correct: s.correct, total: s.total })}
            </p>
          </div>
        );
      })}
    </div>
  );
}
