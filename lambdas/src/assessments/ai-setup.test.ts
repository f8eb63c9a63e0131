import { describe, expect, it } from 'vitest';
import { AI_SETUP_PROMPTS, type AiSetupInputs } from '@shared/assessments/ai-setup';
import { aiSetupPromptVars } from '@shared/assessments/ai-setup-prompt';
import { promptPlaceholders, renderPrompt } from '@shared/toolbox/render-prompt';
import { PROMPT_PACK } from '../common/ai/prompt-pack';
import type { AiProvenance } from '../common/ai/generate-text';
import { aiSetupFields, type GeneratedSetup } from './ai-setup';

const INPUTS: AiSetupInputs = {
  company: 'Acme',
  orgType: 'Startup',
  role: 'Data engineer',
  coreValues: ['Integrity'],
  missionAndVision: '',
  purpose: 'hiring',
};
const CODES = ['PROMPT_SETUP_AUTO_SELECT_SECTIONS', ...Object.values(AI_SETUP_PROMPTS)] as const;

describe('the PROMPT_SETUP_* prompts and the values they are filled with agree (part 2 §7.4)', () => {
  it.each(CODES)('%s: every placeholder has a value and every value a placeholder', (code) => {
    const prompt = PROMPT_PACK[code];
    const used = new Set([...promptPlaceholders(prompt.content), ...promptPlaceholders(prompt.content_system)]);
    used.delete('language');
    const vars = aiSetupPromptVars(code, INPUTS);
    expect([...used].sort()).toEqual(Object.keys(vars).sort());
    expect(() => renderPrompt(prompt.content, { ...vars, language: 'English' })).not.toThrow();
  });

  it('the section lists carry the ids an answer must use', () => {
    expect(aiSetupPromptVars('PROMPT_SETUP_VALUES_ALIGNMENT', INPUTS).values).toContain('value_integrity: Integrity');
    expect(aiSetupPromptVars('PROMPT_SETUP_CULTURE_PROFILE', INPUTS).dimensions).toContain('strategic_emphases');
    expect(aiSetupPromptVars('PROMPT_SETUP_ACCEPTABLE_BEHAVIORS', INPUTS).scenarios).toContain('scenario_15: ');
  });
});

const provenance = (code: string): AiProvenance => ({
  provider: 'offline',
  model: 'offline-stand-in-1',
  offline: true,
  prompt_code: code,
  prompt_version: 2,
  inputs_hash: 'h',
  generated_at: '2026-11-23T10:00:00.000Z',
  cached: false,
});
const generated: GeneratedSetup = {
  selection: {
    sections: ['values_and_traits', 'oaic_archetypes', 'acceptable_behaviors'],
    fallback: false,
    reason: 'fit',
    provenance: provenance('PROMPT_SETUP_AUTO_SELECT_SECTIONS'),
  },
  fills: {
    values_and_traits: {
      setup: { ai: 'vt' },
      company: { ai: 'vt' },
      provenance: provenance('PROMPT_SETUP_VALUES_ALIGNMENT'),
    },
    oaic_archetypes: {
      setup: { ai: 'oaic' },
      company: { ai: 'oaic' },
      provenance: provenance('PROMPT_SETUP_CULTURE_PROFILE'),
    },
  },
  failed: ['acceptable_behaviors'],
};
const AT = '2026-11-23T10:00:01.000Z';

describe('storing an assisted setup on a draft (spec part 1 §2, §4)', () => {
  it('a fresh draft takes the AI sections; each filled one is generated_by_ai and Pending Review with its provenance', () => {
    const { fields, summary } = aiSetupFields({ sections: ['values_and_traits'] }, generated, AT);
    expect(fields.sections).toEqual(['values_and_traits', 'oaic_archetypes', 'acceptable_behaviors']);
    expect(fields.setup).toEqual({ values_and_traits: { ai: 'vt' }, oaic_archetypes: { ai: 'oaic' } });
    expect(fields.ai_setup.values_and_traits).toEqual({
      pending_review: true,
      provenance: provenance('PROMPT_SETUP_VALUES_ALIGNMENT'),
      review: null,
    });
    expect(fields.generated_by_ai).toEqual({ values_and_traits: true, oaic_archetypes: true });
    expect(summary).toMatchObject({
      filled: ['values_and_traits', 'oaic_archetypes'],
      failed: ['acceptable_behaviors'],
      kept: [],
    });
  });

  it('a section the employer set up by hand is kept as it is and never filled over', () => {
    const mine = {
      sections: ['oaic_archetypes'],
      setup: { oaic_archetypes: { mine: true } },
      company_answers: { oaic_archetypes: { mine: true } },
    };
    const { fields, summary } = aiSetupFields(mine, generated, AT);
    expect(fields.setup.oaic_archetypes).toEqual({ mine: true });
    expect(fields.ai_setup.oaic_archetypes).toBeUndefined();
    expect(summary.kept).toEqual(['oaic_archetypes']);
  });

  it('an earlier AI suggestion still pending is replaced; sections chosen outside what the AI sets up stay', () => {
    const earlier = {
      sections: ['values_and_traits', 'big5'],
      setup: { values_and_traits: { old: true } },
      ai_setup: {
        values_and_traits: {
          pending_review: true,
          provenance: provenance('PROMPT_SETUP_VALUES_ALIGNMENT'),
          review: null,
        },
      },
    };
    const { fields } = aiSetupFields(earlier, generated, AT);
    expect(fields.setup.values_and_traits).toEqual({ ai: 'vt' });
    expect(fields.sections).toEqual(['values_and_traits', 'oaic_archetypes', 'acceptable_behaviors', 'big5']);
  });

  it('an AI section neither picked nor set up by hand is dropped', () => {
    const only = { ...generated, selection: { ...generated.selection, sections: ['oaic_archetypes' as const] } };
    expect(
      aiSetupFields({ sections: ['values_and_traits', 'acceptable_behaviors'] }, only, AT).fields.sections,
    ).toEqual(['oaic_archetypes']);
  });
});
