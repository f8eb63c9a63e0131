import { useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';

export const WIZARD_STEPS = ['name', 'sections', 'answers', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const LABELS: Record<WizardStep, MessageKey> = {
  name: 'wizard.step.name',
  sections: 'wizard.step.sections',
  answers: 'wizard.step.answers',
  review: 'wizard.step.review',
};

export function WizardSteps({ current }: { current: WizardStep }) {
  const t = useT();
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <ol className="wizard-steps">
      {WIZARD_STEPS.map((step, i) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} data-done={i < index}>
          <span className="dot" aria-hidden="true">
            {i < index ? '✓' : i + 1}
          </span>
          {t(LABELS[step])}
        </li>
      ))}
    </ol>
  );
}
