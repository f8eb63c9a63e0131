import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTourActive, showInviteTour } from '@shared/assessments/draft';
import type { Profile, AssessmentDetail } from '@shared/routes';
import { useT } from '../../../lib/i18n/use-t';
import { useMe } from '../api/get-me';
import { finishGuidedTour } from '../api/guided-tour';
import { useTourStep } from './use-tour-step';

const CREATE_STEPS = 4;
const INVITE_STEPS = 2;
const CREATE_TARGETS = ['new-assessment', 'wizard-name', 'wizard-sections', 'publish'] as const;

/** Whether the signed-in user's create tour runs (switched on at sign-up, not finished or skipped). */
export function useCreateTour(): {
  active: boolean;
  profile: Profile | undefined;
} {
  const { data } = useMe();
  return { active: data ? createTourActive(data) : false, profile: data };
}

function skip(tour: 'create' | 'invite') {
  // A failed save only means the tour shows again next time; nothing the user made is at stake.
  finishGuidedTour(tour).catch(() => undefined);
}

/**
 * The create tour (spec part 1 §2, steps 0 to 3): New Assessment on My Assessments, the name step, the sections
 * step and Publish. Steps 2 and 3 show only on the draft the tour started; publishing it ends the tour.
 */
export function CreateTourStep({ step, template }: { step: 0 | 1 | 2 | 3; template?: AssessmentDetail | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { active, profile } = useCreateTour();
  // Step 0 is on My Assessments; the others only on a new draft or the draft the tour started.
  const onTourDraft =
    step === 0 ||
    (step === 1 && !template) ||
    (template?.is_created_by_guided_tour === true && template.status === 'draft');
  const show = active && onTourDraft && !!profile;
  useTourStep(
    show
      ? {
          id: `create-${step}-${template?.id ?? ''}`,
          target: CREATE_TARGETS[step],
          title: t(`tour.create.${step}.title`),
          body: t(`tour.create.${step}.body`),
          current: step + 1,
          total: CREATE_STEPS,
          ...(step === 0
            ? {
                primary: {
                  label: t('tour.create.0.start'),
                  onClick: () => navigate('/assessments/create/name'),
                },
              }
            : {}),
          onSkip: () => skip('create'),
          side: step === 0 ? 'bottom' : 'top',
          // In the wizard the popover points the way and leaves the whole form usable.
          passive: step > 0,
          accent: profile.workspace.color,
        }
      : null,
  );
  return null;
}

/** The invite tour (spec part 1 §2, steps 0 and 1) on the assessment the create tour published, shown once. */
export function InviteTour({ template }: { template: AssessmentDetail }) {
  const t = useT();
  const { data: profile } = useMe();
  const [step, setStep] = useState<0 | 1>(0);
  const show = !!profile && !!template.publicCode && showInviteTour(profile, template.id);
  useTourStep(
    show
      ? {
          id: `invite-${step}-${template.id}`,
          target: step === 0 ? 'invite-link' : 'invite-email',
          title: t(`tour.invite.${step}.title`),
          body: t(`tour.invite.${step}.body`),
          current: step + 1,
          total: INVITE_STEPS,
          primary:
            step === 0
              ? { label: t('tour.next'), onClick: () => setStep(1) }
              : { label: t('tour.done'), onClick: () => skip('invite') },
          onSkip: () => skip('invite'),
          side: step === 0 ? 'bottom' : 'top',
          accent: profile.workspace.color,
        }
      : null,
  );
  return null;
}
