import type { RevealPhase } from '@shared/toolbox/reveal';
import { useT } from '../../lib/i18n/use-t';
import { MarkdownView } from './markdown-view';

/** Where a generation stands, in words (spec part 1 §4: loading, streaming, locked, finished). */
export function AiPhase({ phase }: { phase: RevealPhase }) {
  const t = useT();
  if (phase === 'idle') return null;
  return (
    <span className="ai-phase" role="status" aria-live="polite" data-phase={phase}>
      {(phase === 'loading' || phase === 'streaming' || phase === 'locked') && (
        <span className="spinner" aria-hidden="true" />
      )}
      {t(`ai.phase.${phase}`)}
    </span>
  );
}

/** The offline stand-in's label: its text must never pass for an AI's. */
export function OfflineBadge() {
  const t = useT();
  return (
    <span className="ai-offline-badge" title={t('ai.offlineHint')} data-testid="ai-offline">
      {t('ai.offline')}
    </span>
  );
}

/** AI-written Markdown as it is revealed, with a cursor while text is still coming. */
export function AiText({ text, phase, testId }: { text: string; phase: RevealPhase; testId?: string }) {
  const writing = phase === 'loading' || phase === 'streaming' || phase === 'locked';
  return (
    <div
      className={writing ? 'ai-text ai-cursor' : 'ai-text'}
      aria-busy={writing}
      data-testid={testId}
      data-phase={phase}
    >
      <MarkdownView text={text} />
    </div>
  );
}
