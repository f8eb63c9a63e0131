import { DomainError } from '@shared/errors';
import type { SectionKind } from '@shared/sections/kinds';
import type { AssessmentDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { reviewed } from './ai-review';
import { assertCreator, loadVisibleAssessment, sectionsOf, toDetail } from './repo';
import { patchAssessmentUnlessChanged } from './assessment-store';

/**
 * Accept a section's AI suggestion as it stands (spec part 1 §2 "pending review state after AI setup"): creator only;
 * the section leaves Pending Review (its flag turns true, part 1 §4) and the review is recorded beside the AI's
 * provenance. Accepting a section that is not pending changes nothing (a double click).
 */
export async function acceptAiSuggestion({
  templateId,
  section,
  user,
  now,
}: {
  templateId: string;
  section: SectionKind;
  user: UserItem;
  now: Date;
}): Promise<AssessmentDetail> {
  return retryOnRace(async () => {
    const assessment = await loadVisibleAssessment(templateId, user);
    assertCreator(assessment, user);
    if (!sectionsOf(assessment).includes(section)) throw new DomainError('DATA_NOT_FOUND');
    const at = nextUpdatedAt(assessment.updated_at, now);
    const ai = reviewed(assessment, section, 'accepted', user.email, at);
    if (!ai) return toDetail(assessment);
    const written = await patchAssessmentUnlessChanged(assessment, {
      ai_setup: ai,
      updated_at: at,
      updated_by: user.email,
    });
    if (written === RACE_LOST) return RACE_LOST;
    return toDetail(written);
  });
}
