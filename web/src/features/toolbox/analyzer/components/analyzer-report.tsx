import type { AnalyzerRun, AnalyzerSectionView } from '@shared/routes';
import { AiText, OfflineBadge } from '../../../../components/ai/ai-text';
import { Card } from '../../../../components/ui/feedback';
import { useT } from '../../../../lib/i18n/use-t';

function SectionView({ section, value }: { section: AnalyzerSectionView; value: string }) {
  const t = useT();
  const title = t(`analyzer.section.${section.section}`);
  return (
    <section
      className="stack analyzer-section"
      aria-label={`${value}: ${title}`}
      data-testid="analyzer-section"
      data-status={section.status}
    >
      {/* The text brings its own headings (the prompt asks for them); the part's name is a label above it. */}
      <div className="row-actions">
        <span className="muted small">{title}</span>
        {section.provenance?.offline && <OfflineBadge />}
      </div>
      {section.status === 'finished' && <AiText text={section.text} phase="finished" />}
      {section.status === 'pending' && (
        <p className="muted" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" /> {t('analyzer.sectionPending')}
        </p>
      )}
      {section.status === 'failed' && <p className="field-error">{t('analyzer.sectionFailed')}</p>}
    </section>
  );
}

/** Five sections per value (spec part 2 §9.3), each shown as soon as it is written. */
export function AnalyzerReport({ run }: { run: AnalyzerRun }) {
  return (
    <div className="stack">
      {run.values.map((value, index) => (
        <Card key={`${index}-${value}`}>
          <article className="stack" aria-labelledby={`analyzer-value-${index}`} data-testid="analyzer-value">
            <h2 id={`analyzer-value-${index}`}>{value}</h2>
            {run.sections
              .filter((s) => s.index === index)
              .map((s) => (
                <SectionView key={s.section} section={s} value={value} />
              ))}
          </article>
        </Card>
      ))}
    </div>
  );
}
