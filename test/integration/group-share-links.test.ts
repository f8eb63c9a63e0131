import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/src/db/service';
import { invoke } from '../support/invoke';

/**
 * Group results links against DynamoDB Local (spec part 1 §2 "/assessment-group-analytics (public)", §6 viewer
 * levels and "a results link can allow recipients to see individual results"): the group page and each completed
 * respondent's result at the link's level and no further; revoked, expired and forged links open nothing; a link
 * opens only its own assessment's respondents; only the creator and the team's admins make links.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Assessment = { id: string; publicCode: string | null; team_id: string };
type Group = Err & {
  viewer: { role: string };
  restricted: string[];
  expires_at: string;
  analytics: { completed: number; adverse_impact: unknown; big5_bands: unknown; overall: unknown };
  respondents: Record<string, unknown>[];
};
type Result = Err & { restricted: string[]; setup: unknown; result: Record<string, unknown> };
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
    body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology', ask_demographics: true },
  });
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  return (await invoke<Assessment>('publishTemplate', { claims: owner, params: { id: created.body.id } })).body;
}

/** A respondent through the public link to the end; returns their row id. */
async function completedRespondent(owner: Claims, tpl: Assessment, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code: tpl.publicCode! },
    body: { firstname: name, lastname: 'Grouped', email, registration_id: randomUUID() },
  });
  const token = reg.body.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: 'values_and_traits' } });
  await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
  const rows = await invoke<{ items: { id: string; email: string }[] }>('listCandidates', {
    claims: owner,
    params: { id: tpl.id },
  });
  return rows.body.items.find((r) => r.email === email)!.id;
}

const makeLink = (claims: Claims, id: string, role: 'candidate' | 'manager', days = 7) =>
  invoke<Err & { token: string; expires_at: string; role: string }>('createGroupShareLink', {
    claims,
    params: { id },
    body: { role, expires_in_days: days },
  });
const openGroup = (token: string) => invoke<Group>('getSharedGroup', { params: { token } });
const openResult = (token: string, candidateId: string) =>
  invoke<Result>('getSharedGroupResult', { params: { token, candidateId } });

describe('group results links', () => {
  it('a candidate-level link shows the group and each result without names, e-mails, dates, fair-use table or company answers; a manager link shows who', async () => {
    const owner = account('owner');
    const tpl = await publishedAssessment(owner, 'Team round');
    const sam = await completedRespondent(owner, tpl, 'Sam');
    await completedRespondent(owner, tpl, 'Kim');
    // An invited respondent who never answered is not listed, and no result of theirs opens.
    await invoke('inviteCandidates', {
      claims: owner,
      params: { id: tpl.id },
      body: {
        recipients: [{ email: `ivy-${randomUUID().slice(0, 8)}@example.com`, firstname: 'Ivy', lastname: 'Waits' }],
      },
    });

    const candidateLink = await makeLink(owner, tpl.id, 'candidate');
    expect(candidateLink.status).toBe(201);
    const group = await openGroup(candidateLink.body.token);
    expect(group.status).toBe(200);
    expect(group.body.viewer.role).toBe('candidate');
    expect(group.body.restricted.sort()).toEqual(['company_culture', 'fair_use', 'people', 'section:big5']);
    expect(group.body.analytics.completed).toBe(2);
    expect(group.body.analytics.overall).not.toBeNull();
    expect(group.body.analytics.adverse_impact).toBeNull();
    expect(group.body.respondents).toHaveLength(2);
    for (const r of group.body.respondents) expect(Object.keys(r).sort()).toEqual(['id', 'score']);
    expect(JSON.stringify(group.body)).not.toMatch(/Sam|Kim|Ivy|Grouped"|@example|finished_at|company_answers/);

    const result = await openResult(candidateLink.body.token, sam);
    expect(result.status).toBe(200);
    expect(result.body.restricted).toEqual(expect.arrayContaining(['email', 'rating', 'time', 'section:human_skills']));
    expect(Object.keys(result.body.result).sort()).toEqual([
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
    // The setup carries only the company's own items' text (here none), to name them; never its ratings.
    expect(result.body.setup).toEqual({ values_and_traits: { custom_values: [], custom_traits: [] } });
    expect(JSON.stringify(result.body)).not.toMatch(/Sam|Grouped"|@example|_at"|company_answers/);

    const managerLink = await makeLink(owner, tpl.id, 'manager');
    const full = await openGroup(managerLink.body.token);
    expect(full.body.restricted).toEqual([]);
    expect(full.body.analytics.adverse_impact).not.toBeNull();
    expect(full.body.respondents.map((r) => r.firstname).sort()).toEqual(['Kim', 'Sam']);
    expect(full.body.respondents.every((r) => String(r.email).endsWith('@example.com'))).toBe(true);
    const named = await openResult(managerLink.body.token, sam);
    expect(named.body.restricted).toEqual([]);
    expect(named.body.result).toMatchObject({ firstname: 'Sam', finished_at: expect.any(String) });
    expect(String(named.body.result.email)).toMatch(/^sam-/);
  });

  it('a revoked link, an expired one and a forged one open nothing, each with its message; the expiry is the one chosen', async () => {
    const owner = account('owner');
    const tpl = await publishedAssessment(owner, 'Ending');
    const row = await completedRespondent(owner, tpl, 'Sam');
    const day = 86_400_000;

    const revoked = (await makeLink(owner, tpl.id, 'manager', 30)).body.token;
    expect((await openGroup(revoked)).status).toBe(200);
    const revoke = await invoke('revokeGroupShareLink', { claims: owner, params: { id: tpl.id, token: revoked } });
    expect(revoke.status).toBe(200);
    for (const refused of [await openGroup(revoked), await openResult(revoked, row)]) {
      expect(refused.status).toBe(404);
      expect(refused.body.error).toEqual({ code: 'DATA_NOT_FOUND', message: 'Data not found' });
    }

    const made = await makeLink(owner, tpl.id, 'manager', 1);
    expect(Math.abs(Date.parse(made.body.expires_at) - (Date.now() + day))).toBeLessThan(60_000);
    await db()
      .entities.groupShareLink.patch({ token: made.body.token })
      .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
      .go();
    expect((await openGroup(made.body.token)).status).toBe(200);
    await db()
      .entities.groupShareLink.patch({ token: made.body.token })
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .go();
    for (const expired of [await openGroup(made.body.token), await openResult(made.body.token, row)]) {
      expect(expired.status).toBe(410);
      expect(expired.body.error).toEqual({
        code: 'SHARE_LINK_EXPIRED',
        message: 'This share link has expired. Ask for a new one.',
      });
      expect(JSON.stringify(expired.body)).not.toContain('Sam');
    }

    const forged = randomBytes(32).toString('base64url');
    expect((await openGroup(forged)).status).toBe(404);
    expect((await openResult(forged, row)).status).toBe(404);

    const list = await invoke<{ can_manage: boolean; items: { token: string; revoked_at: string | null }[] }>(
      'listGroupShareLinks',
      { claims: owner, params: { id: tpl.id } },
    );
    expect(list.body.can_manage).toBe(true);
    expect(list.body.items.map((l) => [l.token, !!l.revoked_at])).toEqual([
      [made.body.token, false],
      [revoked, true],
    ]);
  });

  it("a link of assessment A opens none of assessment B's respondents, even the same owner's", async () => {
    const owner = account('owner');
    const a = await publishedAssessment(owner, 'Assessment A');
    const b = await publishedAssessment(owner, 'Assessment B');
    const inA = await completedRespondent(owner, a, 'Ann');
    const inB = await completedRespondent(owner, b, 'Ben');
    const token = (await makeLink(owner, a.id, 'manager')).body.token;
    expect((await openResult(token, inA)).status).toBe(200);
    const crossed = await openResult(token, inB);
    expect(crossed.status).toBe(404);
    expect(JSON.stringify(crossed.body)).not.toContain('Ben');
    // Nor can B's page revoke A's link.
    expect((await invoke('revokeGroupShareLink', { claims: owner, params: { id: b.id, token } })).status).toBe(404);
    expect((await openGroup(token)).status).toBe(200);
  });

  it("a team member who may see the assessment may not make, list or revoke its group links; the team's admin may", async () => {
    const ann = account('ann');
    const bob = account('bob');
    const cy = account('cy');
    const team = (
      await invoke<{ id: string }>('createTeam', {
        claims: ann,
        body: { name: 'Crew', companyName: 'Crew Ltd', color: '#0A7C59' },
      })
    ).body;
    for (const [who, role] of [
      [bob, 'member'],
      [cy, 'admin'],
    ] as const) {
      expect(
        (
          await invoke('addTeamMember', {
            claims: ann,
            params: { teamId: team.id },
            body: { email: who.email, role },
            sourceIp: `10.${randomBytes(3).join('.')}`,
          })
        ).status,
      ).toBe(201);
      expect((await invoke('acceptTeamInvitation', { claims: who, params: { teamId: team.id } })).status).toBe(200);
      await invoke('switchTeam', { claims: who, body: { teamId: team.id } });
    }
    const tpl = await publishedAssessment(ann, 'Team results');
    await invoke('shareTemplate', { claims: ann, params: { id: tpl.id }, body: { teamId: team.id } });
    const annsLink = (await makeLink(ann, tpl.id, 'manager')).body.token;
    expect(annsLink).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await invoke('getGroupAnalytics', { claims: bob, params: { id: tpl.id } })).status).toBe(200);
    const refused = await makeLink(bob, tpl.id, 'candidate');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: 'Forbidden' });
    expect(
      (await invoke('revokeGroupShareLink', { claims: bob, params: { id: tpl.id, token: annsLink } })).status,
    ).toBe(403);
    const bobsList = await invoke<{ can_manage: boolean; items: unknown[] }>('listGroupShareLinks', {
      claims: bob,
      params: { id: tpl.id },
    });
    expect(bobsList.body).toEqual({ can_manage: false, items: [] });
    expect((await openGroup(annsLink)).status).toBe(200);

    expect((await makeLink(cy, tpl.id, 'candidate')).status).toBe(201);
    const cysList = await invoke<{ can_manage: boolean; items: unknown[] }>('listGroupShareLinks', {
      claims: cy,
      params: { id: tpl.id },
    });
    expect(cysList.body.can_manage).toBe(true);
    expect(cysList.body.items).toHaveLength(2);
  });
});
