import { createTourActive } from '@shared/assessments/draft';
import type { Body, RouteOf, AssessmentDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { newId } from '../common/ids';
import { referralEventSafely } from '../credits';
import { newDraftOwner, trimDrafts } from './drafts';
import { toDetail } from './repo';
import { createAssessmentRecord } from './assessment-store';

export interface CreateDraftOptions {
  user: UserItem;
  /** The wizard's first step, as sent. */
  draft: Body<RouteOf<'createTemplate'>>;
  now: Date;
}

/**
 * Wizard step 1 (spec part 1 §2 Create wizard): a draft on the server in the user's current team, so a reload
 * or another device resumes it from My Assessments. At most 5 drafts are kept per user (`trimDrafts`).
 * A draft started from the create tour's popover is marked so that publishing it finishes the tour.
 */
export async function createDraft({ user, draft, now }: CreateDraftOptions): Promise<AssessmentDetail> {
  const at = now.toISOString();
  const { via_tour: viaTour, ...details } = draft;
  const data = await createAssessmentRecord({
    id: newId(),
    status: 'draft',
    ...details,
    // spec part 1 §3 is_created_by_guided_tour: only while the user's create tour runs, whatever the client says.
    is_created_by_guided_tour: viaTour && createTourActive(user),
    type_of_org: details.type_of_org || user.typeOfOrg || '',
    sections: [...new Set(details.sections)],
    ...newDraftOwner(user, at),
  });
  await trimDrafts(user, now);
  // spec part 2 §4: a referred friend's first assessment moves the referral on; its credits wait for real use.
  await referralEventSafely('assessment_created', user.email, now);
  return toDetail(data);
}
