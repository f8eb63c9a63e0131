import type { Counters } from '@shared/results/group-aggregate';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';
import { goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';

type NewTemplate = Omit<AssessmentItem, 'sections'> & { sections: string[] };
type NewRespondent = Pick<RespondentItem, 'form_id' | 'emailKey' | 'ref'> & RespondentItem;

/**
 * The sample assessment's one write (sample-assessment.ts): the user marked hasSampleData, the template, its
 * respondents with their refs, and the group aggregate, all conditional on the user not having it yet
 * ('condition_failed' then, and nothing written).
 */
export function writeSampleAssessment(
  userKey: string,
  template: NewTemplate,
  respondents: NewRespondent[],
  delta: Counters,
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    goWithStats(
      db().transaction.write(({ user, template: templates, candidate, candidateRef }) => [
        user
          .patch({ emailKey: userKey })
          .set({ hasSampleData: true })
          .where((a, op) => `${op.notExists(a.hasSampleData)} OR ${op.eq(a.hasSampleData, false)}`)
          .commit(),
        templates.create(template).commit(),
        ...respondents.flatMap((r) => [
          candidate.create(r).commit(),
          candidateRef.create({ ref: r.ref!, form_id: r.form_id, emailKey: r.emailKey }).commit(),
        ]),
      ]),
      template.id,
      delta,
    ),
  );
}
