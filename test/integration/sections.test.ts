import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIC_ANSWER_KEYS } from '../../lambdas/src/sections/logic-test-answer-keys';
import { big5FormItems } from '@shared/sections/big5/content';
import { db } from '../../lambdas/src/db/service';
import { runSweep } from '../../lambdas/src/respondents/sweep';
import type { AiProvider } from '../../lambdas/src/adapters/ai';
import { buildSurveySetup } from '../builders/survey';
import { invoke } from '../support/invoke';
import { LOGIC_POOL } from '@shared/sections/logic-test/draw';

type LogicContent = { groups: Record<string, { id: string }[] | undefined> };

/**
 * Every section kind through the API: the company sets each up (bad input refused with the catalogue's message
 * and nothing changed), publishes; a respondent takes each section (questions only while it runs, never a key);
 * finishing scores every section; the sweep closes a section nobody finished and scores written answers.
 */

const employer = { sub: randomUUID(), email: `sections-${randomUUID().slice(0, 8)}@example.com` };
const ALL = [
  'values_and_traits',
  'oaic_archetypes',
  'acceptable_behaviors',
  'work_style_identifier',
  'logic_test',
  'custom_survey',
  'human_skills',
  'big5',
] as const;

const profile = (collaborate: number, create: number, compete: number, control: number) => {
  const a = { collaborate, create, compete, control };
  return {
    strategic_emphases: a,
    organization_glue: a,
    dominant_characteristics: a,
    management_of_employees: a,
    criteria_of_success: a,
    organizational_leadership: a,
  };
};
const survey = buildSurveySetup();
const BIG5_50 = big5FormItems('ipip_50').map((i) => i.id);

async function save(id: string, section: string, body: unknown) {
  return invoke<{ section_status: Record<string, string>; error: { message: string; code: string } }>(
    'saveTemplateSection',
    { claims: employer, params: { id, section }, body },
  );
}
async function statusOf(id: string) {
  return (await invoke<{ section_status: Record<string, string> }>('getTemplate', { claims: employer, params: { id } }))
    .body.section_status;
}

describe('every section: company setup, respondent answers, scoring', () => {
  let id = '';
  let token = '';
  let drawn: string[] = [];

  beforeAll(async () => {
    const created = await invoke<{ id: string; section_status: Record<string, string> }>('createTemplate', {
      claims: employer,
      body: { type_of_org: 'technology', form_name: 'All sections', sections: ALL },
    });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(Object.values(created.body.section_status)).toEqual(ALL.map(() => 'setup_required'));
  });

  it("culture profile: a dimension that does not sum to 100 is refused with 'Divide exactly 100 points among the four choices.' and nothing is stored", async () => {
    const bad = await save(id, 'oaic_archetypes', {
      setup: {
        now: profile(25, 25, 25, 25),
        preferred: {
          ...profile(40, 30, 20, 10),
          criteria_of_success: { collaborate: 50, create: 30, compete: 20, control: 10 },
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Divide exactly 100 points among the four choices.');
    expect((await statusOf(id)).oaic_archetypes).toBe('setup_required');
    const ok = await save(id, 'oaic_archetypes', {
      setup: { now: profile(25, 25, 25, 25), preferred: profile(40, 30, 20, 10) },
    });
    expect(ok.body.section_status.oaic_archetypes).toBe('completed');
  });

  it("custom survey: too few and too many options get the catalogue's messages with the shared bounds", async () => {
    const few = await save(id, 'custom_survey', {
      setup: { ...survey, questions: [{ ...survey.questions[1], options: [{ id: 'a', label: 'A' }] }] },
    });
    expect(few.status).toBe(400);
    expect(few.body.error.message).toBe('Add at least 2 options.');
    const many = Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, label: `Option ${i}` }));
    const tooMany = await save(id, 'custom_survey', {
      setup: { ...survey, questions: [{ id: 'q', type: 'multiple-select', headline: 'Pick', options: many }] },
    });
    expect(tooMany.body.error.message).toBe('You can add up to 10 options.');
    expect((await statusOf(id)).custom_survey).toBe('setup_required');
    expect((await save(id, 'custom_survey', { setup: survey })).body.section_status.custom_survey).toBe('completed');
  });

  it('acceptable behaviours: part of the ratings saved is "resume setup"; a rating for a scenario not chosen is refused', async () => {
    const partial = await save(id, 'acceptable_behaviors', {
      setup: { scenarios: ['scenario_1', 'scenario_2', 'scenario_3'] },
      company_answers: { scenario_1: 4 },
    });
    expect(partial.body.section_status.acceptable_behaviors).toBe('resume_setup');
    const stray = await save(id, 'acceptable_behaviors', {
      setup: { scenarios: ['scenario_1'] },
      company_answers: { scenario_1: 4, scenario_9: 0 },
    });
    expect(stray.status).toBe(400);
    const done = await save(id, 'acceptable_behaviors', {
      setup: { scenarios: ['scenario_1', 'scenario_2', 'scenario_3'] },
      company_answers: { scenario_1: 4, scenario_2: 1, scenario_3: 0 },
    });
    expect(done.body.section_status.acceptable_behaviors).toBe('completed');
  });

  it('values, work style, logic, human skills and Big Five set up; unknown parts, prompts and forms are refused', async () => {
    const unknownSet = await save(id, 'values_and_traits', {
      setup: {
        core_values: ['value_integrity'],
        permission_to_play: [],
        non_essential: ['value_innovation'],
        version: 'value_set_1999_1',
      },
      company_answers: { defining_your_values: { value_integrity: 5 }, identifying_key_traits: { trait_curious: 5 } },
    });
    expect(unknownSet.status).toBe(400);
    const vt = await save(id, 'values_and_traits', {
      setup: {
        core_values: ['value_integrity'],
        permission_to_play: ['value_teamwork'],
        moderately_important: [],
        non_essential: ['value_innovation'],
        key_traits: ['trait_curious'],
        version: 'value_set_2026_1',
      },
      company_answers: {
        defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
        identifying_key_traits: { trait_curious: 5 },
      },
    });
    expect(vt.body.section_status.values_and_traits).toBe('completed');
    const sevenCore = await save(id, 'values_and_traits', {
      setup: { core_values: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], permission_to_play: [], non_essential: ['h'] },
      company_answers: { defining_your_values: { value_integrity: 5 }, identifying_key_traits: { trait_curious: 5 } },
    });
    expect(sevenCore.body.error.message).toBe('Choose up to 6 values.');

    const ws = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`scenario_${i + 1}`, 'option_1']));
    expect(
      (await save(id, 'work_style_identifier', { company_answers: { scenario_1: 'option_1' } })).body.section_status
        .work_style_identifier,
    ).toBe('resume_setup');
    expect(
      (await save(id, 'work_style_identifier', { company_answers: ws })).body.section_status.work_style_identifier,
    ).toBe('completed');

    expect((await save(id, 'logic_test', { setup: { parts: [] } })).status).toBe(400);
    expect(
      (await save(id, 'logic_test', { setup: { parts: ['pattern_recognition'] } })).body.section_status.logic_test,
    ).toBe('completed');

    expect(
      (await save(id, 'human_skills', { setup: { skills: ['empathy'], prompts: { empathy: ['wc_delay_email'] } } }))
        .status,
    ).toBe(400);
    expect(
      (await save(id, 'human_skills', { setup: { skills: ['empathy'], prompts: { empathy: ['em_upset_colleague'] } } }))
        .body.section_status.human_skills,
    ).toBe('completed');

    expect((await save(id, 'big5', { setup: { form: '60' } })).status).toBe(400);
    expect(
      (await save(id, 'big5', { setup: { form: '50' }, company_answers: { [BIG5_50[0]!]: 4 } })).body.section_status
        .big5,
    ).toBe('resume_setup');
    const target = Object.fromEntries(BIG5_50.map((itemId, i) => [itemId, (i % 5) + 1]));
    expect((await save(id, 'big5', { setup: { form: '50' }, company_answers: target })).body.section_status.big5).toBe(
      'completed',
    );
  });

  it('two section saves at once both land', async () => {
    const [a, b] = await Promise.all([
      save(id, 'logic_test', { setup: { parts: ['pattern_recognition', 'logical_reasoning'] } }),
      save(id, 'acceptable_behaviors', {
        setup: { scenarios: ['scenario_1', 'scenario_2', 'scenario_3'] },
        company_answers: { scenario_1: 3, scenario_2: 1, scenario_3: 0 },
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const t = await invoke<{
      setup: Record<string, { parts?: string[] }>;
      company_answers: Record<string, Record<string, number>>;
    }>('getTemplate', { claims: employer, params: { id } });
    expect(t.body.setup.logic_test?.parts).toEqual(['pattern_recognition', 'logical_reasoning']);
    expect(t.body.company_answers.acceptable_behaviors?.scenario_1).toBe(3);
  });

  it('publishes once every section is complete; a later save by the creator is an edit of the published assessment', async () => {
    const published = await invoke<{ status: string; publicCode: string }>('publishTemplate', {
      claims: employer,
      params: { id },
    });
    expect(published.body.status).toBe('published');
    const edit = await save(id, 'logic_test', { setup: { parts: ['pattern_recognition', 'logical_reasoning'] } });
    expect(edit.status).toBe(200);
    expect((await invoke<{ status: string }>('getTemplate', { claims: employer, params: { id } })).body.status).toBe(
      'published',
    );
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: published.body.publicCode },
      body: {
        firstname: 'Sam',
        lastname: 'Park',
        email: `sam.${randomUUID().slice(0, 6)}@example.com`,
        registration_id: `reg-${randomUUID()}`,
      },
    });
    token = reg.body.token;
    expect(token).toBeTruthy();
  });

  it('the logic test is sent only once started, and never with its key', async () => {
    const before = await invoke<{ content: Record<string, unknown> }>('getRespondentTest', { params: { token } });
    expect(before.body.content).toEqual({});
    const started = await invoke<{ content: { logic_test: LogicContent } }>('startSection', {
      params: { token, section: 'logic_test' },
    });
    const text = JSON.stringify(started.body);
    for (const key of Object.values(LOGIC_ANSWER_KEYS)) expect(text).not.toContain(key.explanation);
    expect(text).not.toMatch(/"correct/);
    // The respondent's own draw from the pool: one form of every slot of the two chosen parts, stored with the start.
    const groups = started.body.content.logic_test.groups;
    drawn = groups.pattern_recognition!.map((i) => i.id);
    expect(drawn).toHaveLength(6);
    drawn.forEach((id, i) => expect(LOGIC_POOL.pattern_recognition[i]).toContain(id));
    expect(groups.logical_reasoning).toHaveLength(6);
    expect(groups.data_interpretation).toBeUndefined();
    const wrongOption = await invoke('saveAnswers', {
      params: { token, section: 'logic_test' },
      body: { answers: { pattern_recognition: { [drawn[0]!]: 'z' } } },
    });
    expect(wrongOption.status).toBe(400);
    const otherPart = await invoke('saveAnswers', {
      params: { token, section: 'logic_test' },
      body: { answers: { data_interpretation: { di_quarter_average: 'b' } } },
    });
    expect(otherPart.status).toBe(400);
  });

  it('the draw is kept: a second start or a reload serves the same items, and an item not drawn is refused', async () => {
    const ids = (r: { body: { content: { logic_test?: LogicContent } } }) =>
      r.body.content.logic_test?.groups.pattern_recognition?.map((i) => i.id);
    const again = await invoke<{ content: { logic_test: LogicContent } }>('startSection', {
      params: { token, section: 'logic_test' },
    });
    expect(ids(again)).toEqual(drawn);
    const reload = await invoke<{ content: { logic_test: LogicContent } }>('getRespondentTest', { params: { token } });
    expect(ids(reload)).toEqual(drawn);
    const { data } = await db().entities.candidate.query.byToken({ accessToken: token }).go();
    const state = (data[0]?.section_states as Record<string, { items?: Record<string, string[]> }>).logic_test;
    expect(state?.items?.pattern_recognition).toEqual(drawn);
    // The other form of the first slot: in the pool, not in this respondent's draw.
    const notDrawn = LOGIC_POOL.pattern_recognition[0]!.find((id) => id !== drawn[0])!;
    const refused = await invoke('saveAnswers', {
      params: { token, section: 'logic_test' },
      body: { answers: { pattern_recognition: { [notDrawn]: 'a' } } },
    });
    expect(refused.status).toBe(400);
    // Scored on the drawn items: the first answered right, the second wrong.
    const right = LOGIC_ANSWER_KEYS[drawn[0]!]!.correct;
    const wrong = (['a', 'b', 'c', 'd'] as const).find((o) => o !== LOGIC_ANSWER_KEYS[drawn[1]!]!.correct)!;
    const done = await invoke('completeSection', {
      params: { token, section: 'logic_test' },
      body: { answers: { pattern_recognition: { [drawn[0]!]: right, [drawn[1]!]: wrong } } },
    });
    expect(done.status).toBe(200);
  });

  it('the custom survey reaches the respondent without its correct option', async () => {
    const started = await invoke<{ content: Record<string, unknown> }>('startSection', {
      params: { token, section: 'custom_survey' },
    });
    expect(JSON.stringify(started.body.content.custom_survey)).not.toContain('correct_option');
    await invoke('completeSection', {
      params: { token, section: 'custom_survey' },
      body: { answers: { q_motivation: 'I like the team.', q_capital: 'paris' } },
    });
  });

  it('the other sections are taken; the culture profile is left short of 100 points in one dimension', async () => {
    const take = async (section: string, answers: unknown) => {
      await invoke('startSection', { params: { token, section } });
      const res = await invoke('completeSection', { params: { token, section }, body: { answers } });
      expect(res.status, section).toBe(200);
    };
    await take('values_and_traits', {
      defining_your_values: { value_integrity: 5, value_teamwork: 2 },
      identifying_key_traits: { trait_curious: 4 },
    });
    await take('oaic_archetypes', { ...profile(40, 30, 20, 10), organization_glue: { collaborate: 50 } });
    await take('acceptable_behaviors', { scenario_1: 3, scenario_2: 2 });
    await take('work_style_identifier', { scenario_1: 'option_2', scenario_2: 'option_1' });
    await take('human_skills', { em_upset_colleague: 'I would talk with them privately and listen. '.repeat(12) });
    await take('big5', Object.fromEntries(BIG5_50.map((itemId) => [itemId, 3])));
    const done = await invoke('finishTest', { params: { token } });
    expect(done.status).toBe(200);
  });

  it('finishing scored every section; written answers wait for the AI, and unanswered stays unanswered', async () => {
    const rows = await invoke<{ items: { id: string }[] }>('listCandidates', { claims: employer, params: { id } });
    const result = await invoke<{
      summaries: Record<string, Record<string, unknown>>;
      section_timed_out: Record<string, boolean>;
    }>('getCandidateResult', { claims: employer, params: { id, candidateId: rows.body.items[0]!.id } });
    const s = result.body.summaries;
    expect(s.logic_test).toMatchObject({
      parts: { pattern_recognition: { correct: 1, total: 6 }, logical_reasoning: { correct: 0, total: 6 } },
    });
    expect(s.custom_survey).toMatchObject({ overall: 100, keyed: 1 });
    expect(s.acceptable_behaviors).toMatchObject({
      scenarios: [
        { scenario: 'scenario_1', match: 'exact' },
        { scenario: 'scenario_2', match: 'near' },
        { scenario: 'scenario_3', candidate: null, match: 'none' },
      ],
    });
    expect(s.oaic_archetypes).toMatchObject({ overall: null, incomplete: true, answered_groups: 5 });
    expect(s.work_style_identifier).toMatchObject({ possible: 2, company_mix: expect.any(Object) });
    expect(s.big5).toMatchObject({
      form: '50',
      overall: expect.any(Number),
      target_domains: { O: { percentile: expect.any(Number) } },
    });
    expect(s.human_skills).toMatchObject({ status: 'scoring', overall: null });
    expect(result.body.section_timed_out.logic_test).toBe(false);
  });

  it('the sweep scores the written answers with the AI provider and records which model, prompt and inputs', async () => {
    let calls = 0;
    const fake: AiProvider = {
      name: 'bedrock',
      model: 'test-model',
      stream: () => {
        throw new Error('not streamed');
      },
      generate: async () => {
        calls++;
        return {
          text: JSON.stringify({ empathy: { score: 72, full_explanation: 'Listens first and names the feeling.' } }),
          provider: 'bedrock',
          model: 'test-model',
          offline: false,
        };
      },
    };
    await runSweep(new Date(Date.now() + 1000), () => fake);
    expect(calls).toBe(1);
    const rows = await invoke<{ items: { id: string; score: number }[] }>('listCandidates', {
      claims: employer,
      params: { id },
    });
    const result = await invoke<{ summaries: Record<string, Record<string, unknown>> }>('getCandidateResult', {
      claims: employer,
      params: { id, candidateId: rows.body.items[0]!.id },
    });
    expect(result.body.summaries.human_skills).toMatchObject({
      status: 'scored',
      overall: 72,
      empathy: { score: 72 },
      model: 'test-model',
      prompt_version: expect.any(String),
      inputs_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The overall now counts the human skills score.
    expect((result.body.summaries.overall_summary as { counted: string[] }).counted).toContain('human_skills');
    await runSweep(new Date(Date.now() + 2000), () => fake);
    expect(calls).toBe(1);
  });
});

describe('the sweep closes a section nobody finished', () => {
  it('a started section whose time ran out is closed by its timer and the test completed and scored', async () => {
    const created = await invoke<{ id: string }>('createTemplate', {
      claims: employer,
      body: { type_of_org: 'technology', form_name: 'Timer', sections: ['acceptable_behaviors'] },
    });
    const tid = created.body.id;
    await save(tid, 'acceptable_behaviors', {
      setup: { scenarios: ['scenario_1', 'scenario_2'] },
      company_answers: { scenario_1: 4, scenario_2: 0 },
    });
    const published = await invoke<{ publicCode: string }>('publishTemplate', {
      claims: employer,
      params: { id: tid },
    });
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: published.body.publicCode },
      body: {
        firstname: 'Lee',
        lastname: 'Away',
        email: `lee.${randomUUID().slice(0, 6)}@example.com`,
        registration_id: `reg-${randomUUID()}`,
      },
    });
    const t = reg.body.token;
    await invoke('getRespondentTest', { params: { token: t } });
    await invoke('startSection', { params: { token: t, section: 'acceptable_behaviors' } });
    await invoke('saveAnswers', {
      params: { token: t, section: 'acceptable_behaviors' },
      body: { answers: { scenario_1: 4 } },
    });

    // Before the time is up the sweep leaves it alone.
    await runSweep(new Date());
    let rows = await invoke<{ items: { id: string; status: string }[] }>('listCandidates', {
      claims: employer,
      params: { id: tid },
    });
    expect(rows.body.items[0]?.status).toBe('IN_PROGRESS');

    // 5 minutes + grace later, nobody came back.
    await runSweep(new Date(Date.now() + 6 * 60_000));
    rows = await invoke<{ items: { id: string; status: string }[] }>('listCandidates', {
      claims: employer,
      params: { id: tid },
    });
    expect(rows.body.items[0]?.status).toBe('COMPLETED');
    const result = await invoke<{
      summaries: Record<string, { overall: number }>;
      section_timed_out: Record<string, boolean>;
    }>('getCandidateResult', { claims: employer, params: { id: tid, candidateId: rows.body.items[0]!.id } });
    expect(result.body.section_timed_out.acceptable_behaviors).toBe(true);
    expect(result.body.summaries.acceptable_behaviors?.overall).toBe(50);
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: tid }).go();
    expect(data[0]?.sweep_due).toBe('');
  });
});
