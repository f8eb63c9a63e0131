import type { ReactNode } from 'react';
import type { ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits';
import type { RespondentTest } from '../../../features/respondents/api/section-actions';
import { Timer } from '../../../features/respondents/components/timer';
import { useSectionSession } from '../../../features/respondents/components/use-section-session';
import { readVtAnswers, setRating } from '../../../features/sections/values-and-traits/answers';
import { RatingsEditor } from '../../../features/sections/values-and-traits/components/ratings-editor';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

interface Props {
  token: string;
  test: RespondentTest;
  index: number;
  shell: (children: ReactNode, aside?: ReactNode) => ReactNode;
  onCompleted: (next: RespondentTest, timedOut: boolean) => Promise<void>;
  onError: (error: unknown) => void;
  onActivity: () => void;
}

/** The respondent's values and traits screen: rate, autosave, countdown, complete. */
export function ValuesAndTraitsSection({ token, test, index, shell, onCompleted, onError, onActivity }: Props) {
  const t = useT();
  const state = test.section_states.values_and_traits;
  const content = test.content.values_and_traits;
  const session = useSectionSession<ValuesAndTraitsAnswers>(token, 'values_and_traits', readVtAnswers(test.answers.values_and_traits), state?.remaining_seconds ?? 0);

  async function complete(timedOut: boolean) {
    if (session.completing) return;
    try {
      await onCompleted(await session.complete(), timedOut);
    } catch (error) {
      onError(error);
    }
  }

  const last = index === test.sections.length - 1;
  const status = session.saveState === 'saving' ? t('common.saving') : session.saveState === 'saved' ? t('common.saved') : '';
  return shell(
    <div className="stack">
      <div>
        <p className="eyebrow">{t('test.sectionOf', { n: index + 1, total: test.sections.length })}</p>
        <h1>{t(sectionNameKey('values_and_traits'))}</h1>
      </div>
      {content && (
        <RatingsEditor
          content={content}
          answers={session.answers}
          disabled={session.completing}
          onRate={(part, id, rating) => {
            onActivity();
            session.setAnswers((a) => setRating(a, part, id, rating));
          }}
        />
      )}
      <div className="sticky-actions">
        <span className="muted small" role="status">
          {status}
        </span>
        <Button onClick={() => void complete(false)} busy={session.completing}>
          {last ? t('test.finish') : t('test.complete')}
        </Button>
      </div>
    </div>,
    <Timer deadlineMs={session.deadlineMs} onExpire={() => void complete(true)} />,
  );
}
