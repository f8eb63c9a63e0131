import type { AiSectionSetup } from '@shared/routes';
import { OfflineBadge } from '../../../components/ai/ai-text';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';

/**
 * A section the AI filled, waiting for review (spec part 1 §2 "pending review state after AI setup"): accept it as it
 * is, or change it below and save. Where it came from is shown; the offline stand-in is never passed off as AI.
 */
export function AiReviewBanner({
  setup,
  busy,
  onAccept,
}: {
  setup: AiSectionSetup;
  busy: boolean;
  onAccept: () => void;
}) {
  const t = useT();
  const p = setup.provenance;
  return (
    <section className="alert alert-info stack" aria-labelledby="ai-review-title" data-testid="ai-review">
      <div className="row">
        <strong id="ai-review-title">{t('aiSetup.banner.title')}</strong>
        {p.offline && <OfflineBadge />}
      </div>
      <p>{t('aiSetup.banner.body')}</p>
      <p className="muted small">
        {t('aiSetup.banner.source', {
          provider: p.provider,
          model: p.model,
          code: p.prompt_code,
          version: p.prompt_version,
        })}
      </p>
      <div className="row">
        <Button size="sm" busy={busy} onClick={onAccept}>
          {t('aiSetup.banner.accept')}
        </Button>
      </div>
    </section>
  );
}
