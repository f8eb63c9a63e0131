import { describe, expect, it } from 'vitest';
import {
  GENERATOR_IDS,
  GENERATORS,
  generatorPromptCode,
  generatorPromptVars,
  generatorSchema,
  type GeneratorId,
  type GeneratorInputs,
} from '@shared/toolbox/generators';
import { promptPlaceholders, renderPrompt } from '@shared/toolbox/render-prompt';
import { PROMPT_PACK } from '../../common/ai/prompt-pack';
import { offlineDocument } from './offline';

/** Every field filled: text as "<field> value", a select's last option. */
const full = (id: GeneratorId): GeneratorInputs =>
  Object.fromEntries(
    GENERATORS[id].fields.map((f) => [f.name, f.kind === 'select' ? f.options!.at(-1)!.id : `${f.name} value`]),
  );
/** Only the required fields. */
const minimal = (id: GeneratorId): GeneratorInputs =>
  generatorSchema(id).parse(
    Object.fromEntries(
      GENERATORS[id].fields
        .filter((f) => f.required)
        .map((f) => [f.name, f.kind === 'select' ? f.options![0]!.id : `${f.name} value`]),
    ),
  );

/** Inputs that choose the prompt rather than fill it. */
const CHOOSERS: Partial<Record<GeneratorId, string[]>> = { okr: ['scope'] };

describe("every generator's inputs fill its prompts (lambdas/src/common/ai/prompt-pack.ts)", () => {
  it.each(GENERATOR_IDS)('%s: each placeholder of each of its prompts has an input, and each input is used', (id) => {
    const def = GENERATORS[id];
    const names = def.fields.map((f) => f.name);
    const used = new Set<string>();
    for (const code of def.promptCodes) {
      const prompt = PROMPT_PACK[code];
      const placeholders = [...promptPlaceholders(prompt.content), ...promptPlaceholders(prompt.content_system)].filter(
        (p) => p !== 'language',
      );
      expect(
        placeholders.filter((p) => !names.includes(p)),
        `${code} placeholders without an input`,
      ).toEqual([]);
      placeholders.forEach((p) => used.add(p));
    }
    expect(
      names.filter((n) => !used.has(n) && !(CHOOSERS[id] ?? []).includes(n)),
      `${id} inputs no prompt uses`,
    ).toEqual([]);
  });

  it.each(GENERATOR_IDS)('%s: the chosen prompt renders with nothing left unfilled, the inputs in it', (id) => {
    const cases: GeneratorInputs[] = [
      full(id),
      minimal(id),
      ...(id === 'okr' ? ['individual', 'team', 'organization'].map((scope) => ({ ...full(id), scope })) : []),
    ];
    for (const inputs of cases) {
      const prompt = PROMPT_PACK[generatorPromptCode(id, inputs)];
      const vars = { ...generatorPromptVars(id, inputs), language: 'Thai' };
      const user = renderPrompt(prompt.content, vars);
      expect(renderPrompt(prompt.content_system, vars)).toContain('Write in Thai only');
      expect(user).not.toMatch(/\{\{|\}\}/);
      const company = inputs.company;
      if (company) expect(user).toContain(company);
    }
  });
});

describe('offline documents (the local stack has no model)', () => {
  it.each(GENERATOR_IDS)('%s: the same inputs give the same Markdown; other inputs another', (id) => {
    const inputs = full(id);
    const first = offlineDocument(id, inputs, 'en');
    expect(offlineDocument(id, { ...inputs }, 'en')).toBe(first);
    expect(offlineDocument(id, { ...inputs, company: 'Another Company Ltd' }, 'en')).not.toBe(first);
    expect(first).toMatch(/^## /m);
    expect(first.length).toBeGreaterThan(600);
  });

  it.each(GENERATOR_IDS)('%s: written from the inputs, in English or in Thai, with nothing unfilled', (id) => {
    const inputs: GeneratorInputs = { ...full(id), company: 'Siam Widgets' };
    const title = inputs[GENERATORS[id].titleField] as string;
    for (const language of ['en', 'th'] as const) {
      const text = offlineDocument(id, inputs, language);
      expect(text).toContain('Siam Widgets');
      expect(text).toContain(title);
      expect(text).not.toMatch(/undefined|null|\{\{|\[object/);
      // Thai output is written in Thai script; English has none.
      expect(/[\u0E00-\u0E7F]/.test(text), `${id} ${language}`).toBe(language === 'th');
    }
  });

  it('the offline text follows the prompt’s sections and the inputs it was given', () => {
    const post = offlineDocument(
      'job_post',
      {
        title: 'Barista',
        company: 'Bean There',
        orgType: '',
        location: 'Chiang Mai, on site',
        employmentType: 'part_time',
        coreValues: 'Warmth, Craft',
        notes: '',
      },
      'en',
    );
    expect(post).toContain('Bean There is hiring a Barista** (Part-time · Chiang Mai, on site)');
    expect(post).toContain('Our values: Warmth, Craft.');
    for (const heading of [
      '## About us',
      '## What you will do',
      '## What you bring',
      '## What we offer',
      '## How to apply',
    ])
      expect(post).toContain(heading);

    const guide = offlineDocument(
      'interview_guide',
      { title: 'Chef', company: 'Baan', competencies: 'Teamwork\nHygiene; Creativity', duration: '60' },
      'th',
    );
    expect(guide).toContain('### Teamwork');
    expect(guide).toContain('### Hygiene');
    expect(guide).toContain('### Creativity');
    expect(guide).toContain('60 นาที');

    const okrTeam = offlineDocument(
      'okr',
      { scope: 'team', subject: 'Support team', focus: 'Faster replies', company: 'Acme', orgType: '' },
      'en',
    );
    expect(okrTeam).toContain('OKRs for a team: **Support team** at Acme.');
    expect(okrTeam.match(/## Objective \d/g)).toHaveLength(3);
  });
});
