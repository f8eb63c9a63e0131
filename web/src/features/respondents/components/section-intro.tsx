import { useState } from 'react';
import type { SectionKind } from '@shared/sections/kinds';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

interface SectionIntroProps {
  title: string;
  index: number;
  total: number;
  minutes: number;
  /** Before the first section: who invites to which assessment. */
  lead?: string | undefined;
  /** Before the first section: every section with the minutes its timer gives, so nothing comes as a surprise. */
  overview?: ReadonlyArray<{ kind: SectionKind; minutes: number }> | undefined;
  onStart: () => Promise<void>;
  /** The employer asked for full screen: Start enters it (where the browser can), and the intro says so. */
  askFullscreen?: boolean | undefined;
  /** Before the first section: what else this assessment does, said beside the consent line. */
  integrityNotes?: readonly string[] | undefined;
}

/** Full screen where the browser offers it for the page; a refusal (or iOS Safari, which has none) never stops the test. */
function enterFullscreen() {
  try {
    if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
    void document.documentElement.requestFullscreen().catch(() => undefined);
  } catch {
    /* not offered: the test goes on */
  }
}

/** Intro and Start screen of a timed section. */
export function SectionIntro({
  title,
  index,
  total,
  minutes,
  lead,
  overview,
  onStart,
  askFullscreen,
  integrityNotes,
}: SectionIntroProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Card className="stack">
      {lead && <p className="muted">{lead}</p>}
      {overview && (
        <div className="stack">
          <h2>
            {t('test.overview.title', { n: overview.length, minutes: overview.reduce((s, o) => s + o.minutes, 0) })}
          </h2>
          <ol className="gap-list">
            {overview.map((o) => (
              <li key={o.kind}>
                {t(sectionNameKey(o.kind))} · {t('wizard.sections.minutes', { minutes: o.minutes })}
              </li>
            ))}
          </ol>
          <p className="muted small">{t('test.overview.text')}</p>
          <p className="muted small" data-testid="integrity-consent">
            {[t('test.integrity.consent'), ...(integrityNotes ?? [])].join(' ')}
          </p>
        </div>
      )}
      <p className="eyebrow">{t('test.sectionOf', { n: index + 1, total })}</p>
      <h1>{title}</h1>
      <p>{t('test.intro.text', { minutes })}</p>
      {askFullscreen && <p className="muted small">{t('test.integrity.fullscreen')}</p>}
      <div>
        <Button
          busy={busy}
          onClick={async () => {
            // Asked in the click itself: browsers allow full screen only from a user's gesture.
            if (askFullscreen) enterFullscreen();
            setBusy(true);
            try {
              await onStart();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('test.intro.start')}
        </Button>
      </div>
    </Card>
  );
}
