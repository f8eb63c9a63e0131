import { assertOrganizationTypeWithSections } from '@shared/assessments/draft';
import { DomainError } from '@shared/errors';
import type { Body, RouteOf, AssessmentDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { assertCreator, contentVersions, loadVisibleAssessment, sectionsOf, toDetail } from './repo';
import { patchAssessmentUnlessChanged } from './assessment-store';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The assessment as its wizard and detail pages show it, to anyone who may see it (spec part 1 §6). */
export async function assessmentDetails({
  templateId,
  user,
}: {
  templateId: string;
  user: UserItem;
}): Promise<AssessmentDetail> {
  return toDetail(await loadVisibleAssessment(templateId, user));
}

export interface UpdateAssessmentDetailsOptions {
  templateId: string;
  /** The wizard's details and sections, as sent. */
  changes: Body<RouteOf<'updateTemplate'>>;
  user: UserItem;
  now: Date;
}

/**
 * The wizard's details and sections, for a draft or (Edit) a published assessment; creator only (spec part 1
 * §5 'Forbidden'). Once anyone has opened a published assessment its sections stay as they are: respondents
 * took those sections (SECTIONS_LOCKED; Duplicate makes a new version). Conditional on the record as read,
 * retried on a race, so a concurrent section save is never overwritten.
 */
export async function updateAssessmentDetails({
  templateId,
  changes,
  user,
  now,
}: UpdateAssessmentDetailsOptions): Promise<AssessmentDetail> {
  return retryOnRace(async () => {
    const assessment = await loadVisibleAssessment(templateId, user);
    assertCreator(assessment, user);
    const sections = changes.sections ? [...new Set(changes.sections)] : undefined;
    const sectionsChange = sections !== undefined && !sameList(sections, sectionsOf(assessment));
    if (
      sectionsChange &&
      assessment.status === 'published' &&
      ((assessment.candidate_total ?? 0) > 0 || assessment.is_started_test)
    ) {
      throw new DomainError('SECTIONS_LOCKED');
    }
    // Only a change of either is checked: an older assessment saved without one keeps its other edits.
    if (sectionsChange || changes.type_of_org !== undefined)
      assertOrganizationTypeWithSections({
        sections: sections ?? sectionsOf(assessment),
        type_of_org: changes.type_of_org ?? assessment.type_of_org ?? '',
      });
    const at = nextUpdatedAt(assessment.updated_at, now);
    const written = await patchAssessmentUnlessChanged(assessment, {
      ...changes,
      ...(sections ? { sections } : {}),
      ...(sectionsChange && assessment.status === 'published'
        ? { content_versions: await contentVersions(sections) }
        : {}),
      updated_at: at,
      updated_by: user.email,
    });
    if (written === RACE_LOST) return RACE_LOST;
    return toDetail(written);
  });
}
