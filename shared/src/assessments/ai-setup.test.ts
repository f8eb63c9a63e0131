import { describe, expect, it } from 'vitest';
import {
  AI_SETUP_SECTIONS,
  aiScenarios,
  aiTraits,
  aiValueSet,
  fallbackSections,
  firstAssessmentName,
  parseAcceptableBehaviors,
  parseCultureProfile,
  parseSectionSelection,
  parseValuesAlignment,
  offlineAcceptableBehaviors,
  offlineCultureProfile,
  offlineSectionSelection,
  offlineValuesAlignment,
  type AiSetupInputs,
} from './ai-setup';

const values = aiValueSet().values.map((v) => v.id);
const traits = aiTraits().map((t) => t.id);
const scenarios = aiScenarios().map((s) => s.id);

const VALUES_ANSWER = {
  core_values: values.slice(0, 4),
  permission_to_play: values.slice(4, 7),
  moderately_important: values.slice(7, 9),
  non_essential: values.slice(9, 11),
  key_traits: traits.slice(0, 5),
};
const even = { collaborate: 25, create: 25, compete: 25, control: 25 };
const profile = (overrides: Record<string, unknown> = {}) => ({
  strategic_emphases: even,
  organization_glue: even,
  dominant_characteristics: even,
  management_of_employees: even,
  criteria_of_success: even,
  organizational_leadership: even,
  ...overrides,
});
const ratings = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(scenarios.map((id) => [id, 2])),
  ...overrides,
});
const json = (v: unknown) => JSON.stringify(v);

describe('auto-select failure falls back (spec part 2 §8 "AI")', () => {
  it.each([
    ['no role: values alignment and culture profile on', '', ['values_and_traits', 'oaic_archetypes']],
    ['a blank role is no role', '   ', ['values_and_traits', 'oaic_archetypes']],
    [
      'a role given: acceptable behaviours on too',
      'Data engineer',
      ['values_and_traits', 'oaic_archetypes', 'acceptable_behaviors'],
    ],
  ])('%s', (_name, role, expected) => {
    expect(fallbackSections(role)).toEqual(expected);
  });
});

describe('the auto-select answer (PROMPT_SETUP_AUTO_SELECT_SECTIONS) is checked before it is used', () => {
  it('takes the sections in the wizard order, even inside a code fence', () => {
    const text =
      '```json\n{"sections": ["acceptable_behaviors", "values_and_traits"], "reason": "Fit for a startup."}\n```';
    expect(parseSectionSelection(text)).toEqual({
      sections: ['values_and_traits', 'acceptable_behaviors'],
      reason: 'Fit for a startup.',
    });
  });

  it.each([
    ['an unknown id', { sections: ['values_and_traits', 'bogus'] }],
    ['a section the AI cannot set up', { sections: ['big5'] }],
    ['the same section twice', { sections: ['values_and_traits', 'values_and_traits'] }],
    ['no section', { sections: [] }],
  ])('refuses %s', (_name, answer) => {
    expect(() => parseSectionSelection(json(answer))).toThrow();
  });

  it('refuses text that is not a JSON object', () => {
    expect(() => parseSectionSelection('I would choose values and culture.')).toThrow();
  });
});

describe('the values alignment answer (PROMPT_SETUP_VALUES_ALIGNMENT) is checked before it is stored', () => {
  it('places the values, rates them by category (core 5, permission to play 4, moderate 3, non-essential 1) and the key traits 5', () => {
    const fill = parseValuesAlignment(json(VALUES_ANSWER));
    expect(fill.setup).toMatchObject({ ...VALUES_ANSWER, version: aiValueSet().id });
    expect(fill.company.defining_your_values[values[0] as string]).toBe(5);
    expect(fill.company.defining_your_values[values[4] as string]).toBe(4);
    expect(fill.company.defining_your_values[values[7] as string]).toBe(3);
    expect(fill.company.defining_your_values[values[9] as string]).toBe(1);
    expect(Object.keys(fill.company.defining_your_values)).toHaveLength(11);
    expect(fill.company.identifying_key_traits).toEqual(Object.fromEntries(traits.slice(0, 5).map((id) => [id, 5])));
  });

  it.each([
    ['an unknown value id', { ...VALUES_ANSWER, core_values: [...values.slice(0, 3), 'value_made_up'] }],
    ['a trait id among the values', { ...VALUES_ANSWER, core_values: [...values.slice(0, 3), traits[0]] }],
    ['an unknown trait id', { ...VALUES_ANSWER, key_traits: [...traits.slice(0, 3), 'trait_made_up'] }],
    ['a value in two categories', { ...VALUES_ANSWER, non_essential: [values[0]] }],
    ['more than 6 core values (part 1 §5)', { ...VALUES_ANSWER, core_values: values.slice(11, 18) }],
    [
      'own values that take the core values past 6',
      { ...VALUES_ANSWER, custom_values: ['A', 'B', 'C'].map((text) => ({ text, category: 'core_values' })) },
    ],
    ['an own value in no category', { ...VALUES_ANSWER, custom_values: [{ text: 'Grit', category: 'key_traits' }] }],
    ['no non-essential value (part 1 §5)', { ...VALUES_ANSWER, non_essential: [] }],
    ['too few key traits', { ...VALUES_ANSWER, key_traits: traits.slice(0, 2) }],
  ])('refuses %s', (_name, answer) => {
    expect(() => parseValuesAlignment(json(answer))).toThrow();
  });
});

describe('the culture profile answer (PROMPT_SETUP_CULTURE_PROFILE): 100 points per dimension, six dimensions', () => {
  it('keeps now and preferred; the company answers are the preferred profile', () => {
    const preferred = profile({ criteria_of_success: { collaborate: 10, create: 40, compete: 30, control: 20 } });
    const fill = parseCultureProfile(json({ now: profile(), preferred }));
    expect(fill.setup).toEqual({ now: profile(), preferred });
    expect(fill.company).toEqual(preferred);
  });

  it("reads the spec's other names of the types (clan, adhocracy, market, hierarchy) as the canonical ones", () => {
    const fill = parseCultureProfile(
      json({
        now: profile(),
        preferred: profile({ organization_glue: { clan: 40, adhocracy: 20, market: 20, hierarchy: 20 } }),
      }),
    );
    expect(fill.setup.preferred.organization_glue).toEqual({ collaborate: 40, create: 20, compete: 20, control: 20 });
  });

  it.each([
    [
      'a dimension summing to 99',
      {
        now: profile(),
        preferred: profile({ strategic_emphases: { collaborate: 24, create: 25, compete: 25, control: 25 } }),
      },
    ],
    [
      'a dimension summing to 110',
      {
        now: profile({ organization_glue: { collaborate: 35, create: 25, compete: 25, control: 25 } }),
        preferred: profile(),
      },
    ],
    ['an unknown dimension', { now: profile(), preferred: profile({ team_spirit: even }) }],
    ['a missing dimension', { now: profile(), preferred: { ...profile(), organizational_leadership: undefined } }],
    [
      'an unknown culture type',
      {
        now: profile(),
        preferred: profile({ strategic_emphases: { collaborate: 25, create: 25, compete: 25, chaos: 25 } }),
      },
    ],
    ['no current profile', { preferred: profile() }],
  ])('refuses %s', (_name, answer) => {
    expect(() => parseCultureProfile(json(answer))).toThrow();
  });
});

describe('the acceptable behaviours answer (PROMPT_SETUP_ACCEPTABLE_BEHAVIORS): every scenario rated 0 to 4', () => {
  it('sets up every scenario with its rating', () => {
    const fill = parseAcceptableBehaviors(json(ratings({ scenario_1: 0, scenario_4: 4 })));
    expect(fill.setup.scenarios).toEqual(scenarios);
    expect(fill.company).toMatchObject({ scenario_1: 0, scenario_2: 2, scenario_4: 4 });
  });

  it.each([
    ['a missing scenario', { ...ratings(), scenario_15: undefined }],
    ['a rating of 5', ratings({ scenario_3: 5 })],
    ['a fractional rating', ratings({ scenario_3: 1.5 })],
    ['an unknown scenario', ratings({ scenario_16: 1 })],
  ])('refuses %s', (_name, answer) => {
    expect(() => parseAcceptableBehaviors(json(answer))).toThrow();
  });
});

describe('the offline stand-in answers pass the same checks (the local stack runs the whole flow)', () => {
  const inputs: AiSetupInputs[] = [
    { company: 'Acme', orgType: 'Startup', role: '', coreValues: [], missionAndVision: '', purpose: 'hiring' },
    {
      company: 'Acme',
      orgType: 'Hospital',
      role: 'Nurse',
      coreValues: ['Integrity', 'Teamwork', 'Courage'],
      missionAndVision: '',
      purpose: 'hiring',
    },
    {
      company: 'บริษัท',
      orgType: 'Government agency',
      role: 'Analyst',
      coreValues: ['ความซื่อสัตย์สุจริต', 'นวัตกรรม'],
      missionAndVision: '',
      purpose: 'team_building',
    },
    {
      company: '',
      orgType: '',
      role: '',
      coreValues: ['Integrity', 'Honesty', 'Transparency', 'Accountability', 'Respect', 'Trust', 'Teamwork'],
      missionAndVision: '',
      purpose: 'onboarding',
    },
  ];

  it.each(inputs.map((i) => [`${i.orgType || 'no org type'} / ${i.role || 'no role'}`, i] as const))(
    '%s',
    (_name, input) => {
      expect(parseSectionSelection(offlineSectionSelection(input)).sections).toEqual([...AI_SETUP_SECTIONS]);
      expect(() => parseValuesAlignment(offlineValuesAlignment(input))).not.toThrow();
      expect(() => parseCultureProfile(offlineCultureProfile(input))).not.toThrow();
      expect(() => parseAcceptableBehaviors(offlineAcceptableBehaviors(input))).not.toThrow();
    },
  );

  it('are derived from the inputs: the same inputs give the same answer, other inputs another', () => {
    const [a, b] = inputs as [AiSetupInputs, AiSetupInputs];
    expect(offlineCultureProfile(a)).toBe(offlineCultureProfile({ ...a }));
    expect(offlineCultureProfile(a)).not.toBe(offlineCultureProfile(b));
    expect(offlineAcceptableBehaviors(a)).not.toBe(offlineAcceptableBehaviors(b));
  });

  it("put the company's own core values first, matched by name in English or Thai", () => {
    expect(
      parseValuesAlignment(offlineValuesAlignment(inputs[1] as AiSetupInputs)).setup.core_values.slice(0, 2),
    ).toEqual(['value_integrity', 'value_teamwork']);
    expect(
      parseValuesAlignment(offlineValuesAlignment(inputs[2] as AiSetupInputs)).setup.core_values.slice(0, 2),
    ).toEqual(['value_integrity', 'value_innovation']);
  });

  it("keep the company's own core values that no listed value matches as its own values, rated as core values", () => {
    const fill = parseValuesAlignment(
      offlineValuesAlignment({ ...(inputs[0] as AiSetupInputs), coreValues: ['Integrity', 'Customer obsession'] }),
    );
    expect(fill.setup.custom_values).toEqual([{ id: 'custom_value_1', text: 'Customer obsession' }]);
    expect(fill.setup.core_values[0]).toBe('value_integrity');
    expect(fill.setup.core_values).toContain('custom_value_1');
    expect(fill.company.defining_your_values.custom_value_1).toBe(5);
  });
});

describe('the first assessment is named after the organisation type', () => {
  it.each([
    ['en', 'Startup culture fit'],
    ['es', 'Ajuste cultural Startup'],
  ] as const)('%s', (locale, name) => {
    expect(firstAssessmentName('Startup', locale)).toBe(name);
  });
});
