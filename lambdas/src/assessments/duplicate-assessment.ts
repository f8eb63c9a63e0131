import { cloneAssessment } from '@shared/assessments/assessment';
import { generatePublicLinkCode } from '@shared/credits/referral';
import type { AssessmentDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { RACE_LOST, retryOnRace } from '../common/conditional';
import { newId } from '../common/ids';
import { trimDrafts } from './drafts';
import { domainActor, loadVisibleAssessment, toDetail } from './repo';
import { createAssessmentRecord, createWithPublicLink } from './assessment-store';

/**
 * Duplicate (spec part 1 §4 clone): a personal copy in the user's current workspace with counts reset,
 * is_started_test false and ' (Copy)' added when it stays in the same team. Anyone who sees the assessment
 * may duplicate it (spec part 1 §5). A published original gives a published copy with its own public link,
 * written with the link in one transaction; respondents and their answers stay with the original.
 */
export async function duplicateAssessment({
  templateId,
  user,
  now,
}: {
  templateId: string;
  user: UserItem;
  now: Date;
}): Promise<AssessmentDetail> {
  const source = await loadVisibleAssessment(templateId, user);
  const at = now.toISOString();
  const id = newId();
  const copy = {
    ...cloneAssessment(source, domainActor(user), id, now),
    objective: source.objective,
    role: source.role,
    type_of_org: source.type_of_org,
    sections: source.sections,
    extra_time: source.extra_time,
    languages_required: source.languages_required,
    auto_send_result: source.auto_send_result,
    open_ended_question: source.open_ended_question,
    thank_you_page: source.thank_you_page,
    thank_you_message: source.thank_you_message,
    redirect_url: source.redirect_url,
    ask_demographics: source.ask_demographics,
    random_item_order: source.random_item_order,
    block_copy_paste: source.block_copy_paste,
    ask_fullscreen: source.ask_fullscreen,
    ...(source.invite_template ? { invite_template: source.invite_template } : {}),
    setup: source.setup,
    company_answers: source.company_answers,
    content_versions: source.content_versions,
    // AI suggestions still waiting for review stay so in the copy (spec part 1 §4).
    ...(source.ai_setup ? { ai_setup: source.ai_setup, generated_by_ai: source.generated_by_ai ?? {} } : {}),
  };
  if (source.status !== 'published') {
    await createAssessmentRecord(copy);
    await trimDrafts(user, now);
    return toDetail(await loadVisibleAssessment(id, user));
  }
  return retryOnRace(async () => {
    const code = generatePublicLinkCode();
    const outcome = await createWithPublicLink(copy, { code, owner: user.email, teamId: user.teamId, at });
    // Refused only when the random code was taken (or a retry already wrote the copy).
    return outcome === 'written' ? toDetail(await loadVisibleAssessment(id, user)) : RACE_LOST;
  });
}
