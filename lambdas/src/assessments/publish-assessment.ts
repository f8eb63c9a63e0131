import { generatePublicLinkCode } from '@shared/credits/referral';
import { createTourActive, publishDraft, tourFlagsAfterPublish } from '@shared/assessments/draft';
import type { AssessmentDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { RACE_LOST, retryOnRace } from '../common/conditional';
import { assertCreator, contentVersions, loadVisibleAssessment, toDetail, toSummary } from './repo';
import { announceWebhookEvent } from '../teams';
import { publishWithPublicLink } from './assessment-store';

/**
 * Publish (spec part 1 §4): every section must be set up, then the template gets its public link.
 * The link code and the template change are one transaction, conditional on the template being the one
 * checked: a section saved in between makes it check again. Publishing twice returns the same link.
 */
export async function publishAssessment({
  templateId,
  user,
  now,
}: {
  templateId: string;
  user: UserItem;
  now: Date;
}): Promise<AssessmentDetail> {
  const at = now.toISOString();
  return retryOnRace(async () => {
    const assessment = await loadVisibleAssessment(templateId, user);
    assertCreator(assessment, user);
    if (assessment.status === 'published') return toDetail(assessment);
    const detail = await toDetail(assessment);
    // spec part 1 §4: the wizard's publish has a Pending Review state; AI suggestions are accepted or edited first.
    const published = publishDraft(detail, now);
    const versions = await contentVersions(detail.sections);
    const code = generatePublicLinkCode();
    // spec part 1 §3: publishing the tour's assessment finishes the create tour and starts the invite tour, in the same write.
    const viaTour = (assessment.is_created_by_guided_tour ?? false) && createTourActive(user);
    const tourFlags = tourFlagsAfterPublish(viaTour, assessment.id);
    const outcome = await publishWithPublicLink(
      assessment,
      { code, owner: user.email, teamId: assessment.team_id, at },
      { ...published, content_versions: versions },
      viaTour ? { emailKey: user.emailKey, flags: tourFlags } : null,
    );
    // Refused: a concurrent publish won (its link stands), a section changed, or the code was taken; read again.
    if (outcome !== 'written') return RACE_LOST;
    const after = await loadVisibleAssessment(templateId, user);
    // Webhooks (docs/webhooks.md): the assessment as GET /v1/assessments lists it.
    await announceWebhookEvent(after.team_id, 'assessment.published', toSummary(after), now);
    return toDetail(after);
  });
}
