import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';

interface SectionIntroProps {
  title: string;
  index: number;
  total: number;
  minutes: number;
  onStart: () => Promise<void>;
}

/** Intro and Start screen of a timed section. */
export function SectionIntro({ title, index, total, minutes, onStart }: SectionIntroProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Card className="stack">
      <p className="eyebrow">{t('test.sectionOf', { n: index + 1, total })}</p>
      <h1>{title}</h1>
      <p>{t('test.intro.text', { minutes })}</p>
      <div>
        <Button
          busy={busy}
          onClick={async () => {
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
