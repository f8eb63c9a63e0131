import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_FEEDBACK_PER_IP_PER_DAY, type ExperienceSummary } from '@shared/respondents/experience-feedback';
import { db } from '../../lambdas/src/db/service';
import { invoke, ok } from '../support/invoke';
import { publishedValuesAssessment, VALUES_SECTION } from '../support/published-assessment';

/**
 * The candidate experience question (issue 25 part 5) against DynamoDB Local: asked after finishing, answered once,
 * bounded per address a day, never part of the score, and summed up for the employer per assessment.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string } };
const account = (): Claims => ({ sub: randomUUID(), email: `exp-${randomUUID().slice(0, 8)}@example.com` });
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};
/** Each test answers from its own documentation address (RFC 5737), so the per-address budget is its own. */
const address = () => `198.51.100.${Math.floor(Math.random() * 250)}`;

async function respondent(tpl: { code: string }, finish: boolean) {
  const reg = await ok(
    'register',
    invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.code },
      body: {
        firstname: 'Exp',
        lastname: 'Erience',
        email: `r-${randomUUID().slice(0, 8)}@example.com`,
        registration_id: randomUUID(),
      },
    }),
  );
  const token = reg.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: VALUES_SECTION } });
  await ok(
    'complete',
    invoke('completeSection', { params: { token, section: VALUES_SECTION }, body: { answers: ANSWERS } }),
  );
  if (finish) await ok('finish', invoke('finishTest', { params: { token } }));
  return token;
}

const answer = (token: string, body: unknown, sourceIp = address()) =>
  invoke<Err>('saveExperienceFeedback', { params: { token }, body, sourceIp });

describe('candidate experience question', () => {
  it('is answered once after finishing, never scored, and the employer sees the count, the average and the comments', async () => {
    const owner = account();
    const tpl = await publishedValuesAssessment(owner, 'Experience');
    const unfinished = await respondent(tpl, false);
    const refused = await answer(unfinished, { rating: 5 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('FEEDBACK_NOT_YET');

    const first = await respondent(tpl, true);
    const second = await respondent(tpl, true);
    const rows = async () =>
      (
        await ok(
          'rows',
          invoke<{ items: { id: string; score: number | null }[] }>('listCandidates', {
            claims: owner,
            params: { id: tpl.id },
          }),
        )
      ).items;
    const scoresBefore = (await rows()).map((r) => [r.id, r.score]);

    expect((await answer(first, { rating: 4, comment: 'Clear questions, a bit long.' })).status).toBe(200);
    // A second answer is refused and the first one kept.
    const again = await answer(first, { rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('FEEDBACK_ALREADY_GIVEN');
    expect((await answer(second, { rating: 5 })).status).toBe(200);
    expect((await answer(second, { rating: 9 })).status).toBe(400);

    const summary = await ok(
      'summary',
      invoke<ExperienceSummary>('getExperienceFeedback', { claims: owner, params: { id: tpl.id } }),
    );
    expect(summary).toMatchObject({ count: 2, average: 4.5 });
    expect(summary.comments).toEqual([expect.objectContaining({ rating: 4, comment: 'Clear questions, a bit long.' })]);

    // Never part of the score: every respondent's score is what it was.
    expect((await rows()).map((r) => [r.id, r.score])).toEqual(scoresBefore);
    // Another respondent's routes show nothing of it.
    const other = await invoke('getRespondentTest', { params: { token: second } });
    expect(JSON.stringify(other.body)).not.toContain('Clear questions');

    // Nobody else sees the summary.
    const stranger = await invoke('getExperienceFeedback', { claims: account(), params: { id: tpl.id } });
    expect(stranger.status).toBe(404);

    // Deleting a respondent deletes their answer.
    const firstRow = (await rows()).find((r) => r.score !== null)!;
    await ok('delete', invoke('deleteCandidate', { claims: owner, params: { id: tpl.id, candidateId: firstRow.id } }));
    const after = await ok(
      'summary',
      invoke<ExperienceSummary>('getExperienceFeedback', { claims: owner, params: { id: tpl.id } }),
    );
    expect(after.count).toBe(1);
  });

  it('one address answers a bounded number a day', async () => {
    const owner = account();
    const tpl = await publishedValuesAssessment(owner, 'Experience limit');
    const token = await respondent(tpl, true);
    const sourceIp = address();
    await db()
      .entities.dailyCounter.update({ scope: `experience#ip#${sourceIp}`, day: new Date().toISOString().slice(0, 10) })
      .set({ count: EXPERIENCE_FEEDBACK_PER_IP_PER_DAY, expiresAt: Math.floor(Date.now() / 1000) + 86400 })
      .go();
    const limited = await answer(token, { rating: 3 }, sourceIp);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('FEEDBACK_DAILY_LIMIT');
    expect((await answer(token, { rating: 3 })).status).toBe(200);
  });
});
