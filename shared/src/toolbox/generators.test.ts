import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../constants/limits';
import { ZToolboxRunRequest } from '../routes/toolbox-schemas';
import {
  GENERATOR_IDS,
  GENERATOR_LIST,
  GENERATORS,
  generatorByPage,
  generatorPromptCode,
  generatorPromptVars,
  generatorSchema,
  runTitle,
  type GeneratorInputs,
} from './generators';

/** The least a form can send: required fields filled (a select's first option), optional ones left out. */
const minimal = (id: (typeof GENERATOR_IDS)[number]): GeneratorInputs =>
  Object.fromEntries(
    GENERATORS[id].fields
      .filter((f) => f.required)
      .map((f) => [f.name, f.kind === 'select' ? f.options![0]!.id : `Sample ${f.name}`]),
  );

describe('the seven generators (spec part 1 §1 "Toolbox generators", §2 route table)', () => {
  it('each has its page of the route table and a group of the My Toolbox dropdown', () => {
    expect(GENERATOR_LIST.map((g) => [g.page, g.group])).toEqual([
      ['job-role-generator', 'hiring'],
      ['job-post-generator', 'hiring'],
      ['interview-guide', 'hiring'],
      ['career-path-tracker', 'people_management'],
      ['okr-generator', 'people_management'],
      ['performance-improvement', 'people_management'],
      ['day-plan', 'onboarding'],
    ]);
    expect(generatorByPage('okr-generator')?.id).toBe('okr');
    expect(generatorByPage('core-values-analyzer')).toBeUndefined();
  });

  it('the OKR generator picks the individual, team or organization prompt by its scope (spec part 2 §7.4)', () => {
    const okr = { ...minimal('okr') };
    expect(generatorPromptCode('okr', { ...okr, scope: 'individual' })).toBe('PROMPT_OKR_INDIVIDUAL');
    expect(generatorPromptCode('okr', { ...okr, scope: 'team' })).toBe('PROMPT_OKR_TEAM');
    expect(generatorPromptCode('okr', { ...okr, scope: 'organization' })).toBe('PROMPT_OKR_ORGANIZATION');
    expect(generatorPromptCode('job_post', minimal('job_post'))).toBe('PROMPT_JOB_POST');
  });
});

describe('inputs are checked by the generator’s own schema, in the form and in the API', () => {
  it.each(GENERATOR_IDS)('%s: the required fields are enough, and each one is required', (id) => {
    const inputs = minimal(id);
    expect(generatorSchema(id).safeParse(inputs).success).toBe(true);
    for (const name of Object.keys(inputs)) {
      const { [name]: _left, ...without } = inputs;
      expect(generatorSchema(id).safeParse(without).success, `${id} without ${name}`).toBe(false);
      expect(generatorSchema(id).safeParse({ ...inputs, [name]: '   ' }).success, `${id} with blank ${name}`).toBe(
        false,
      );
    }
  });

  it.each(GENERATOR_IDS)(
    '%s: text longer than its field allows, an unknown option or an unknown field is refused',
    (id) => {
      const inputs = minimal(id);
      for (const field of GENERATORS[id].fields) {
        const tooLong = { ...inputs, [field.name]: 'x'.repeat(field.maxLength + 1) };
        expect(generatorSchema(id).safeParse(tooLong).success, `${id}.${field.name} too long`).toBe(false);
      }
      expect(generatorSchema(id).safeParse({ ...inputs, secret: 'x' }).success).toBe(false);
    },
  );

  it('text is trimmed, optional fields read as empty', () => {
    const parsed = generatorSchema('job_role').parse({
      title: '  Data Analyst  ',
      seniority: 'senior',
      company: 'Acme',
    });
    expect(parsed).toEqual({ title: 'Data Analyst', seniority: 'senior', company: 'Acme', orgType: '', notes: '' });
    expect(
      generatorSchema('job_role').safeParse({ title: 'Data Analyst', seniority: 'wizard', company: 'Acme' }).success,
    ).toBe(false);
    // A long note fits the long-text limit.
    expect(
      generatorSchema('job_role').safeParse({
        title: 'A',
        seniority: 'senior',
        company: 'Acme',
        notes: 'x'.repeat(TEXT_LIMITS.longText),
      }).success,
    ).toBe(true);
  });

  it('the request names the run by a uuid, the generator, English or Thai output, and inputs that pass its schema', () => {
    const ok = {
      runId: '8b1c3f4e-2a6d-4c1b-9e3f-5a7b9c1d2e3f',
      generator: 'job_post',
      language: 'th',
      inputs: minimal('job_post'),
    };
    expect(ZToolboxRunRequest.safeParse(ok).success).toBe(true);
    expect(ZToolboxRunRequest.safeParse({ ...ok, language: 'es' }).success).toBe(false);
    expect(ZToolboxRunRequest.safeParse({ ...ok, runId: 'run-1' }).success).toBe(false);
    const missing = ZToolboxRunRequest.safeParse({ ...ok, inputs: { title: 'Chef' } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toContain('inputs.company');
  });
});

describe('prompt values', () => {
  it('a select is told to the prompt in English words, an empty optional field as "not given"', () => {
    const vars = generatorPromptVars(
      'job_role',
      generatorSchema('job_role').parse({ title: 'Chef', seniority: 'head_of', company: 'Baan Thai' }),
    );
    expect(vars).toMatchObject({
      title: 'Chef',
      seniority: 'Head of Department',
      company: 'Baan Thai',
      orgType: 'not given',
      notes: 'not given',
    });
    const guide = generatorPromptVars('interview_guide', {
      title: 'Chef',
      company: 'Baan Thai',
      competencies: 'Teamwork',
      duration: '45',
    });
    expect(guide.duration).toBe('45');
  });

  it('a run is named by its title input', () => {
    expect(
      runTitle('career_path', { currentRole: 'Analyst', targetRole: 'Data Lead', horizon: '1_year', company: 'Acme' }),
    ).toBe('Data Lead');
  });
});
