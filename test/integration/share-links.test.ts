import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHARE_LINK_TTL_DAYS } from '@shared/constants/limits';
import { db } from '../../lambdas/src/db/service';
import { invoke } from '../support/invoke';

/**
 * Results share links against DynamoDB Local: a link shows a candidate-level viewer the result and nothing about
 * the person, works for a limited time, and stops working when the member who made it leaves the team; a removed
 * member can do nothing to the team's assessments.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Assessment = { id: string; publicCode: string | null; team_id: string };
const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const answers = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

async function publishedAssessment(owner: Claims, name: string): Promise<Assessment> {
  const created = await invoke<Assessment>('createTemplate', {
    claims: owner,
    body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  return (await invoke<Assessment>('publishTemplate', { claims: owner, params: { id: created.body.id } })).body;
}

/** A respondent through the public link to the end; returns their row id. */
async function completedRespondent(owner: Claims, tpl: Assessment): Promise<string> {
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code: tpl.publicCode! },
    body: {
      firstname: 'Sam',
      lastname: 'Share',
      email: `sam-${randomUUID().slice(0, 8)}@example.com`,
      registration_id: randomUUID(),
    },
  });
  const token = reg.body.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: 'values_and_traits' } });
  await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
  const rows = await invoke<{ items: { id: string }[] }>('listCandidates', { claims: owner, params: { id: tpl.id } });
  return rows.body.items[0]!.id;
}

const link = (claims: Claims, id: string, respondentId: string, role: 'candidate' | 'manager') =>
  invoke<{ token: string; expires_at: string }>('createShareLink', {
    claims,
    params: { id, candidateId: respondentId },
    body: { role },
  });
const open = (token: string) =>
  invoke<Err & { result: Record<string, unknown> }>('getSharedResult', { params: { token } });

describe('results share links', () => {
  it('a candidate-level link shows the scores, grade and section results, and no name, e-mail, dates or e-mail proof; a manager link shows who', async () => {
    const owner = account('owner');
    const tpl = await publishedAssessment(owner, 'Trimmed');
    const row = await completedRespondent(owner, tpl);
    const respondent = await open((await link(owner, tpl.id, row, 'candidate')).body.token);
    expect(respondent.status).toBe(200);
    expect(Object.keys(respondent.body.result).sort()).toEqual([
      'comments',
      'extra_time',
      'form_id',
      'form_name',
      // The item order the candidate saw (a number, nothing personal), so a shared result lists items in that order.
      'order_seed',
      'score',
      'section_spent_times',
      'section_timed_out',
      'status',
      'summaries',
    ]);
    expect(respondent.body.result.score).toEqual(expect.any(Number));
    expect(JSON.stringify(respondent.body)).not.toMatch(/Sam|Share|sam-|_at"|email_proof|temporary_email/);

    const manager = await open((await link(owner, tpl.id, row, 'manager')).body.token);
    expect(manager.body.result).toMatchObject({ firstname: 'Sam', lastname: 'Share', finished_at: expect.any(String) });
  });

  it(`a link works for ${SHARE_LINK_TTL_DAYS} days; an older one is refused with the catalogue's message and shows nothing`, async () => {
    const owner = account('owner');
    const tpl = await publishedAssessment(owner, 'Ageing');
    const row = await completedRespondent(owner, tpl);
    const made = await link(owner, tpl.id, row, 'manager');
    expect(Date.parse(made.body.expires_at) - Date.now()).toBeGreaterThan((SHARE_LINK_TTL_DAYS - 1) * 86_400_000);
    const day = 86_400_000;
    await db()
      .entities.shareLink.patch({ token: made.body.token })
      .set({ created_at: new Date(Date.now() - SHARE_LINK_TTL_DAYS * day + 60_000).toISOString() })
      .go();
    expect((await open(made.body.token)).status).toBe(200);
    await db()
      .entities.shareLink.patch({ token: made.body.token })
      .set({ created_at: new Date(Date.now() - SHARE_LINK_TTL_DAYS * day - 60_000).toISOString() })
      .go();
    const expired = await open(made.body.token);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('SHARE_LINK_EXPIRED');
    expect(expired.body.error.message).toBe('This share link has expired. Ask for a new one.');
    expect(JSON.stringify(expired.body)).not.toContain('Sam');
  });

  it('a revoked link opens nothing, says who revoked it, and revoking it again changes nothing', async () => {
    const owner = account('owner');
    const tpl = await publishedAssessment(owner, 'Revoked');
    const row = await completedRespondent(owner, tpl);
    const made = await link(owner, tpl.id, row, 'manager');
    expect((await open(made.body.token)).status).toBe(200);
    const revoke = () =>
      invoke('revokeShareLink', { claims: owner, params: { id: tpl.id, candidateId: row, token: made.body.token } });
    expect((await revoke()).status).toBe(200);
    const stored = (await db().entities.shareLink.get({ token: made.body.token }).go({ consistent: true })).data;
    expect(stored).toMatchObject({ revoked_by: owner.email, revoked_at: expect.any(String) });
    const refused = await open(made.body.token);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Data not found');
    expect(JSON.stringify(refused.body)).not.toContain('Sam');
    // A second revoke is answered the same and keeps the first one's time.
    expect((await revoke()).status).toBe(200);
    const again = (await db().entities.shareLink.get({ token: made.body.token }).go({ consistent: true })).data;
    expect(again?.revoked_at).toBe(stored?.revoked_at);
  });

  it('a member removed from the team can do nothing to the assessment they shared there, and the links they made stop working', async () => {
    const ann = account('ann');
    const bob = account('bob');
    const team = (
      await invoke<{ id: string }>('createTeam', {
        claims: ann,
        body: { name: 'Crew', companyName: 'Crew Ltd', color: '#0A7C59' },
      })
    ).body;
    expect(
      (
        await invoke('addTeamMember', {
          claims: ann,
          params: { teamId: team.id },
          body: { email: bob.email, role: 'member' },
          sourceIp: `10.${randomBytes(3).join('.')}`,
        })
      ).status,
    ).toBe(201);
    expect((await invoke('acceptTeamInvitation', { claims: bob, params: { teamId: team.id } })).status).toBe(200);
    const tpl = await publishedAssessment(bob, 'Bob shares');
    expect(
      (await invoke('shareTemplate', { claims: bob, params: { id: tpl.id }, body: { teamId: team.id } })).status,
    ).toBe(200);
    const row = await completedRespondent(bob, tpl);
    const bobsLink = (await link(bob, tpl.id, row, 'manager')).body.token;
    await invoke('switchTeam', { claims: ann, body: { teamId: team.id } });
    const annsLink = (await link(ann, tpl.id, row, 'manager')).body.token;
    expect((await open(bobsLink)).status).toBe(200);

    expect(
      (await invoke('removeTeamMember', { claims: ann, params: { teamId: team.id, email: bob.email } })).status,
    ).toBe(200);
    expect((await open(bobsLink)).status).toBe(404);
    expect((await open(annsLink)).status).toBe(200);
    const params = { id: tpl.id };
    const refused = await Promise.all([
      invoke('unshareTemplate', { claims: bob, params }),
      invoke('getTemplate', { claims: bob, params }),
      invoke('updateTemplate', { claims: bob, params, body: { form_name: 'Taken back' } }),
      invoke('deleteTemplate', { claims: bob, params }),
      invoke('listCandidates', { claims: bob, params }),
      invoke('createShareLink', { claims: bob, params: { id: tpl.id, candidateId: row }, body: { role: 'manager' } }),
      invoke('revokeShareLink', { claims: bob, params: { id: tpl.id, candidateId: row, token: annsLink } }),
    ]);
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 404));
    const bobsList = await invoke<{ items: { id: string }[] }>('listTemplates', { claims: bob });
    expect(bobsList.body.items.map((t) => t.id)).not.toContain(tpl.id);
    const kept = await invoke<Assessment & { form_name: string; scope: string }>('getTemplate', {
      claims: ann,
      params,
    });
    expect(kept.body).toMatchObject({ form_name: 'Bob shares', scope: 'shared', team_id: team.id });
    expect((await open(annsLink)).status).toBe(200);
  });
});
