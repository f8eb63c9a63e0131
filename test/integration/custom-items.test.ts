import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreAcceptableBehaviors } from '@shared/sections/acceptable-behaviors/scorer';
import { scoreValuesAndTraits } from '@shared/sections/values-and-traits/scorer';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { invoke, ok } from '../support/invoke';
import { scriptedProvider } from '../support/scripted-provider';
import { loadOrCreateUser } from '../../lambdas/src/accounts/repo';
import { generateAnalysis } from '../../lambdas/src/results/analysis/generate-analysis';
import { loadAnalysisTarget } from '../../lambdas/src/results/analysis/repo';

/**
 * A company's own values, traits and scenarios (spec part 1 §3 `_is_custom`, `_custom_fields`): set up and answered
 * by the company through the routes, shown to a respondent as the company wrote them (whatever the respondent's
 * language), answered and scored like pack items, and found again in the result, the export and a copy. The
 * respondent's routes never carry the company's answers.
 */

const owner = { sub: randomUUID(), email: `own-${randomUUID().slice(0, 8)}@example.com` };

beforeAll(async () => {
  await grantCredits({
    email: owner.email,
    eventId: `own-items#${owner.email}`,
    credits: 10,
    type: 'purchase',
    now: new Date(),
  });
});

const OWN_VALUE = 'Kaizen ทุกวัน';
const OWN_TRAIT = 'Calm under pressure';
const OWN_SCENARIO = "Taking credit for a teammate's idea in a client meeting";

const vtSetup = {
  core_values: ['custom_value_1', 'value_integrity'],
  permission_to_play: [],
  moderately_important: [],
  non_essential: ['value_innovation'],
  key_traits: ['custom_trait_1', 'trait_curious'],
  custom_values: [{ id: 'custom_value_1', text: OWN_VALUE }],
  custom_traits: [{ id: 'custom_trait_1', text: OWN_TRAIT }],
};
const vtCompany = {
  defining_your_values: { custom_value_1: 5, value_integrity: 5, value_innovation: 1 },
  identifying_key_traits: { custom_trait_1: 5, trait_curious: 4 },
};
const vtRespondent = {
  defining_your_values: { custom_value_1: 2, value_integrity: 5, value_innovation: 1 },
  identifying_key_traits: { custom_trait_1: 4, trait_curious: 4 },
};
const abSetup = {
  scenarios: ['scenario_1' as const],
  custom_scenarios: [{ id: 'custom_scenario_1', text: OWN_SCENARIO }],
};
const abCompany = { scenario_1: 4, custom_scenario_1: 3 } as const;
const abRespondent = { scenario_1: 4, custom_scenario_1: 0 } as const;

type Detail = {
  id: string;
  publicCode: string | null;
  setup: Record<string, unknown>;
  section_status: Record<string, string>;
};
type Err = { error: { message: string } };
type TestView = { content: Record<string, { groups: Record<string, { id: string; text: string }[]> }> };

const save = (id: string, section: string, body: Record<string, unknown>) =>
  invoke<Detail & Err>('saveTemplateSection', { claims: owner, params: { id, section }, body });

describe("a company's own values, traits and scenarios", () => {
  it('are set up within their limits, answered by company and respondent, scored, exported and copied', async () => {
    const created = await ok(
      'createTemplate',
      invoke<Detail>('createTemplate', {
        claims: owner,
        body: {
          form_name: 'Own values',
          sections: ['values_and_traits', 'acceptable_behaviors'],
          type_of_org: 'technology',
        },
      }),
    );
    const id = created.id;

    // Limits and messages (ours; the spec gives none): at most 8 own values, each once, no rating of an unknown one.
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `custom_value_${i + 1}`, text: `Value ${i + 1}` }));
    expect(
      (await save(id, 'values_and_traits', { setup: { ...vtSetup, custom_values: nine }, company_answers: vtCompany }))
        .body.error.message,
    ).toBe('You can add up to 8 of your own items here.');
    const twice = [...vtSetup.custom_values, { id: 'custom_value_2', text: 'kaizen ทุกวัน ' }];
    expect(
      (await save(id, 'values_and_traits', { setup: { ...vtSetup, custom_values: twice }, company_answers: vtCompany }))
        .body.error.message,
    ).toBe('This item is already in the list.');
    const unknown = { ...vtCompany, defining_your_values: { ...vtCompany.defining_your_values, custom_value_9: 3 } };
    expect((await save(id, 'values_and_traits', { setup: vtSetup, company_answers: unknown })).status).toBe(400);
    const sixteen = Array.from({ length: 15 }, (_, i) => ({
      id: `custom_scenario_${i + 1}`,
      text: `Situation ${i + 1}`,
    }));
    expect(
      (await save(id, 'acceptable_behaviors', { setup: { scenarios: ['scenario_1'], custom_scenarios: sixteen } })).body
        .error.message,
    ).toBe('Use at most 15 situations in all, yours and the listed ones together.');

    expect(
      (await save(id, 'values_and_traits', { setup: vtSetup, company_answers: vtCompany })).body.section_status
        .values_and_traits,
    ).toBe('completed');
    expect(
      (await save(id, 'acceptable_behaviors', { setup: abSetup, company_answers: { scenario_1: 4 } })).body
        .section_status.acceptable_behaviors,
    ).toBe('resume_setup');
    const saved = await save(id, 'acceptable_behaviors', { setup: abSetup, company_answers: abCompany });
    expect(saved.body.section_status.acceptable_behaviors).toBe('completed');
    const tpl = await ok('publishTemplate', invoke<Detail>('publishTemplate', { claims: owner, params: { id } }));

    // The respondent reads in Thai; the own items come as the company typed them, and nothing of the company's answers.
    const reg = await ok(
      'registerRespondent',
      invoke<{ token: string }>('registerRespondent', {
        params: { code: tpl.publicCode! },
        lang: 'th',
        body: {
          firstname: 'Ploy',
          lastname: 'Own',
          email: 'ploy.own@example.com',
          registration_id: randomUUID(),
          // The language chosen on the link is the respondent's from then on (docs/architecture.md "Respondent languages").
          lang: 'th',
        },
      }),
    );
    const token = reg.token;
    await ok('getRespondentTest', invoke('getRespondentTest', { params: { token }, lang: 'th' }));
    const vtView = await ok(
      'startSection',
      invoke<TestView>('startSection', { params: { token, section: 'values_and_traits' }, lang: 'th' }),
    );
    const values = vtView.content.values_and_traits!.groups.values!;
    expect(values[0]).toEqual({ id: 'custom_value_1', text: OWN_VALUE });
    expect(values.find((v) => v.id === 'value_integrity')!.text).not.toBe('Integrity');
    expect(vtView.content.values_and_traits!.groups.traits!.map((v) => v.text)).toContain(OWN_TRAIT);
    expect(JSON.stringify(vtView)).not.toMatch(/"custom_value_1":5|company_answers|core_values/);
    // An own item of another assessment (or none) cannot be answered.
    const stray = {
      ...vtRespondent,
      defining_your_values: { ...vtRespondent.defining_your_values, custom_value_2: 3 },
    };
    expect(
      (await invoke('saveAnswers', { params: { token, section: 'values_and_traits' }, body: { answers: stray } }))
        .status,
    ).toBe(400);
    await ok(
      'completeSection',
      invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers: vtRespondent } }),
    );
    const abView = await ok(
      'startSection',
      invoke<TestView>('startSection', { params: { token, section: 'acceptable_behaviors' }, lang: 'th' }),
    );
    expect(abView.content.acceptable_behaviors!.groups.scenarios!.map((s) => s.id)).toEqual([
      'scenario_1',
      'custom_scenario_1',
    ]);
    expect(abView.content.acceptable_behaviors!.groups.scenarios![1]!.text).toBe(OWN_SCENARIO);
    await ok(
      'completeSection',
      invoke('completeSection', {
        params: { token, section: 'acceptable_behaviors' },
        body: { answers: abRespondent },
      }),
    );
    await ok('finishTest', invoke('finishTest', { params: { token } }));

    // Scored like pack items: the same numbers as the scorers give with the own items in.
    const list = await ok(
      'listCandidates',
      invoke<{ items: { id: string }[] }>('listCandidates', { claims: owner, params: { id } }),
    );
    type Result = {
      summaries: Record<
        string,
        {
          overall: number;
          items?: { id: string; company: number; candidate: number }[];
          scenarios?: { scenario: string; match: string }[];
        }
      >;
    };
    const result = await ok(
      'getCandidateResult',
      invoke<Result>('getCandidateResult', { claims: owner, params: { id, candidateId: list.items[0]!.id } }),
    );
    const vt = scoreValuesAndTraits({ setup: vtSetup, company: vtCompany, candidate: vtRespondent });
    const ab = scoreAcceptableBehaviors({ setup: abSetup, company: abCompany, candidate: abRespondent });
    expect(result.summaries.values_and_traits!.overall).toBe(vt.overall);
    expect(result.summaries.values_and_traits!.items).toContainEqual(
      expect.objectContaining({ id: 'custom_value_1', company: 5, candidate: 2 }),
    );
    expect(result.summaries.acceptable_behaviors!.overall).toBe(ab.overall);
    expect(ab.overall).toBe(50);
    expect(result.summaries.acceptable_behaviors!.scenarios).toContainEqual({
      scenario: 'custom_scenario_1',
      company: 3,
      candidate: 0,
      match: 'none',
    });

    // Named in the AI analysis with both ratings: the prompt sent to the model, and the offline stand-in's text.
    const candidateId = list.items[0]!.id;
    const user = await loadOrCreateUser(
      { kind: 'user', sub: owner.sub, email: owner.email, method: 'email' },
      new Date(),
    );
    const provider = scriptedProvider(
      ['## Summary\nFine.\n\nRecommendation: consider', '## Interview questions\n1. One?\n2. Two?\n3. Three?'],
      50,
    );
    await generateAnalysis({
      target: await loadAnalysisTarget(user, { id, candidateId }),
      regenerate: false,
      locale: 'en',
      out: { delta: () => {}, reset: () => {} },
      now: new Date(),
      provider,
    });
    for (const call of provider.calls.slice(0, 2)) {
      expect(call.prompt).toContain(`- Own value "${OWN_VALUE}": candidate 2/5, company 5/5`);
      expect(call.prompt).toContain(`- Own trait "${OWN_TRAIT}": candidate 4/5, company 5/5`);
      expect(call.prompt).toContain(
        `- Own behaviour "${OWN_SCENARIO.replace("'", "'")}": candidate Acceptable, company Reprimanded`,
      );
    }
    const offline = await ok(
      'generateCandidateAnalysis',
      invoke<{ summary: string; questions: string }>('generateCandidateAnalysis', {
        claims: owner,
        params: { id, candidateId },
        body: { regenerate: true },
      }),
    );
    expect(offline.summary).toContain('## Your own items');
    expect(offline.summary).toContain(`"${OWN_VALUE}" (own value): the respondent 2/5, the company 5/5.`);
    expect(offline.summary).toContain(`(own behaviour): the respondent Acceptable, the company Reprimanded.`);
    // The question probes the own item furthest from the company (the value: 3 steps; the behaviour is 3 levels).
    expect(offline.questions).toMatch(/6\. Your company lists ".+" among its own (values|behaviours)\./);

    const exported = await ok(
      'exportResults',
      invoke<{ rows: Record<string, unknown>[] }>('exportResults', { claims: owner, params: { id } }),
    );
    expect(exported.rows[0]).toMatchObject({
      'answer.values_and_traits.defining_your_values.custom_value_1': 2,
      'answer.values_and_traits.identifying_key_traits.custom_trait_1': 4,
      'answer.acceptable_behaviors.custom_scenario_1': 0,
      'score.values_and_traits': vt.overall,
      'score.acceptable_behaviors': ab.overall,
    });

    // A copy carries them (copy-from reads the same setup; the shared-template rules keep the setup as it is).
    const copy = await ok('duplicateTemplate', invoke<Detail>('duplicateTemplate', { claims: owner, params: { id } }));
    const copied = await ok('getTemplate', invoke<Detail>('getTemplate', { claims: owner, params: { id: copy.id } }));
    expect(copied.setup.values_and_traits).toMatchObject({
      custom_values: vtSetup.custom_values,
      custom_traits: vtSetup.custom_traits,
    });
    expect(copied.setup.acceptable_behaviors).toMatchObject({ custom_scenarios: abSetup.custom_scenarios });
    expect(copied.section_status).toMatchObject({ values_and_traits: 'completed', acceptable_behaviors: 'completed' });
  });
});
