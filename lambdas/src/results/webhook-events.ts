import type { RespondentResult } from '@shared/routes';
import type { WebhookEvent } from '@shared/webhooks/events';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';
import { findRespondent } from './result-store';
import { logger } from '../common/logger';
import { announceGreenhouseResult, announceWebhookEvent, wantedWebhookEvents } from '../teams';
import { GREENHOUSE_EVENT } from '@shared/ats/greenhouse';
import { webUrl } from '../common/web-url';
import { derivedParts, toRespondentRow } from './repo';

/**
 * A respondent's result as the public API answers it (GET /v1/assessments/{id}/respondents/{candidateId}): the
 * app's result read, the API's call and the webhook events' `data` are this one shape.
 */
export function respondentResult(data: RespondentItem, assessment: AssessmentItem): RespondentResult {
  const parts = derivedParts(data);
  return {
    ...toRespondentRow(data, assessment),
    summaries: parts.summaries,
    section_spent_times: parts.spent,
    section_timed_out: parts.timedOut,
    extra_time: assessment.extra_time ?? 0,
    comments: parts.comments,
    order_seed: data.order_seed ?? null,
  };
}

/** Whether written answers still wait for the AI scorer (the sweep scores them, then sends `respondent.scored`). */
export function scoringPending(summaries: unknown): boolean {
  const human = (summaries as Record<string, { status?: string } | undefined> | undefined)?.human_skills;
  return !!human && human.status !== 'scored';
}

/**
 * Announces respondent events to the assessment's workspace (docs/webhooks.md "When events are sent"), after the
 * change is written: the respondent is read again, so `data` is what the API would answer now. A scored respondent
 * invited with a Greenhouse application id also goes to the workspace's Greenhouse connection (docs/ats.md). Nothing
 * is read when no endpoint of the workspace wants any of them and no application id is there; nothing here fails the
 * caller.
 */
export async function announceRespondentEvents(
  events: WebhookEvent[],
  respondent: Pick<RespondentItem, 'form_id' | 'emailKey' | 'greenhouse_application_id'>,
  assessment: AssessmentItem,
  now: Date,
): Promise<void> {
  const teamId = assessment.team_id;
  const wanted = await wantedWebhookEvents(teamId, events);
  const toGreenhouse = events.includes(GREENHOUSE_EVENT) && !!respondent.greenhouse_application_id;
  if (wanted.length === 0 && !toGreenhouse) return;
  try {
    const data = await findRespondent(respondent.form_id, respondent.emailKey);
    if (!data || data.deleted) return;
    const payload = respondentResult(data, assessment);
    for (const event of wanted) await announceWebhookEvent(teamId, event, payload, now);
    if (toGreenhouse && data.greenhouse_application_id)
      await announceGreenhouseResult(
        teamId,
        {
          applicationId: data.greenhouse_application_id,
          assessmentName: payload.form_name,
          candidateName: payload.displayName,
          score: payload.score,
          link: `${webUrl()}/assessments/candidate?as_id=${encodeURIComponent(assessment.id)}&u_id=${encodeURIComponent(payload.id)}`,
        },
        now,
      );
  } catch (error) {
    logger.error('Respondent webhook events not announced', { events: wanted, error: String(error) });
  }
}
