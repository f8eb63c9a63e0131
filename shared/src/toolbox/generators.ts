import * as z from '../zod-mini';
import { LEVEL_OPTIONS, ORGANIZATION_TYPE_OPTIONS, type OptionItem } from '../accounts/options';
import { TEXT_LIMITS } from '../constants/limits';
import type { Localized } from '../i18n/locale';
import type { AiOutputLanguage, PromptCode } from './prompt-codes';

/**
 * The seven toolbox generators (spec part 1 §1 "Toolbox generators", §2 route table, §3 "My Toolbox" grouped Hiring,
 * Onboarding, People management) as data: each one's page, menu group, prompt code(s) and input fields. The web
 * form is drawn from the fields and checked with the same schema the API validates with; the fields' names are the
 * placeholders of the generator's prompts (lambdas/src/common/ai/prompt-pack.ts).
 */

export const GENERATOR_IDS = [
  'job_role',
  'job_post',
  'interview_guide',
  'career_path',
  'okr',
  'performance_improvement',
  'day_plan',
] as const;
export type GeneratorId = (typeof GENERATOR_IDS)[number];
export const ZGeneratorId = z.enum(GENERATOR_IDS);

/** The groups of the top bar's My Toolbox dropdown (spec part 1 §2 "Top bar"). */
export const TOOLBOX_GROUPS = ['hiring', 'onboarding', 'people_management'] as const;
export type ToolboxGroup = (typeof TOOLBOX_GROUPS)[number];

/** A select's choice: the label in each interface language, and what the prompt is told (English; default label.en). */
export interface GeneratorOption extends OptionItem {
  readonly prompt?: string;
}

export interface GeneratorField {
  /** The field's name, which is also its placeholder in the prompt. */
  readonly name: string;
  readonly kind: 'text' | 'textarea' | 'select';
  readonly required: boolean;
  /** Characters, for text fields. */
  readonly maxLength: number;
  readonly options?: readonly GeneratorOption[];
  /** Filled in from the signed-in person's workspace when the form opens. */
  readonly prefill?: 'company' | 'orgType' | 'coreValues';
}

export interface GeneratorDef {
  readonly id: GeneratorId;
  /** The page's path segment (spec part 1 §2 route table). */
  readonly page: string;
  readonly group: ToolboxGroup;
  /** Every prompt the generator may run; `promptCode` picks one for given inputs. */
  readonly promptCodes: readonly PromptCode[];
  readonly fields: readonly GeneratorField[];
  /** The input that names a run in the history. */
  readonly titleField: string;
}

/** Inputs as they are stored and sent: field name to text (a select's option id). */
export type GeneratorInputs = Record<string, string>;

type Row = readonly [id: string, en: string, th: string, es: string, prompt?: string];
const options = (rows: readonly Row[]): readonly GeneratorOption[] =>
  rows.map(([id, en, th, es, prompt]) => ({
    id,
    label: { en, th, es } satisfies Localized,
    ...(prompt ? { prompt } : {}),
  }));

export const EMPLOYMENT_TYPE_OPTIONS = options([
  ['full_time', 'Full-time', 'งานประจำเต็มเวลา', 'Jornada completa'],
  ['part_time', 'Part-time', 'งานพาร์ตไทม์', 'Media jornada'],
  ['contract', 'Fixed-term contract', 'สัญญาจ้างมีกำหนดระยะเวลา', 'Contrato temporal'],
  ['freelance', 'Freelance', 'ฟรีแลนซ์', 'Autónomo'],
  ['internship', 'Internship', 'ฝึกงาน', 'Prácticas'],
]);

export const INTERVIEW_LENGTH_OPTIONS = options([
  ['30', '30 minutes', '30 นาที', '30 minutos', '30'],
  ['45', '45 minutes', '45 นาที', '45 minutos', '45'],
  ['60', '60 minutes', '60 นาที', '60 minutos', '60'],
  ['90', '90 minutes', '90 นาที', '90 minutos', '90'],
]);

export const CAREER_HORIZON_OPTIONS = options([
  ['6_months', '6 months', '6 เดือน', '6 meses'],
  ['1_year', '1 year', '1 ปี', '1 año'],
  ['2_years', '2 years', '2 ปี', '2 años'],
  ['3_years', '3 years', '3 ปี', '3 años'],
  ['5_years', '5 years', '5 ปี', '5 años'],
]);

export const OKR_SCOPE_OPTIONS = options([
  ['individual', 'An individual', 'รายบุคคล', 'Una persona'],
  ['team', 'A team', 'ทีม', 'Un equipo'],
  ['organization', 'The organization', 'ทั้งองค์กร', 'La organización'],
]);

export const IMPROVEMENT_LENGTH_OPTIONS = options([
  ['30_days', '30 days', '30 วัน', '30 días'],
  ['60_days', '60 days', '60 วัน', '60 días'],
  ['90_days', '90 days', '90 วัน', '90 días'],
]);

const { shortText, longText } = TEXT_LIMITS;
const text = (name: string, required = true, maxLength: number = shortText): GeneratorField => ({
  name,
  kind: 'text',
  required,
  maxLength,
});
const area = (name: string, required = true, maxLength: number = longText): GeneratorField => ({
  name,
  kind: 'textarea',
  required,
  maxLength,
});
const select = (name: string, list: readonly GeneratorOption[], required = true): GeneratorField => ({
  name,
  kind: 'select',
  required,
  maxLength: shortText,
  options: list,
});
const company: GeneratorField = { ...text('company'), prefill: 'company' };
const orgType: GeneratorField = { ...select('orgType', ORGANIZATION_TYPE_OPTIONS, false), prefill: 'orgType' };

export const GENERATORS: Readonly<Record<GeneratorId, GeneratorDef>> = {
  job_role: {
    id: 'job_role',
    page: 'job-role-generator',
    group: 'hiring',
    promptCodes: ['PROMPT_JOB_ROLE'],
    fields: [text('title'), select('seniority', LEVEL_OPTIONS), company, orgType, area('notes', false)],
    titleField: 'title',
  },
  job_post: {
    id: 'job_post',
    page: 'job-post-generator',
    group: 'hiring',
    promptCodes: ['PROMPT_JOB_POST'],
    fields: [
      text('title'),
      company,
      orgType,
      text('location', false),
      select('employmentType', EMPLOYMENT_TYPE_OPTIONS),
      { ...text('coreValues', false, 500), prefill: 'coreValues' },
      area('notes', false),
    ],
    titleField: 'title',
  },
  interview_guide: {
    id: 'interview_guide',
    page: 'interview-guide',
    group: 'hiring',
    promptCodes: ['PROMPT_INTERVIEW_GUIDE'],
    fields: [text('title'), company, area('competencies', true, 1000), select('duration', INTERVIEW_LENGTH_OPTIONS)],
    titleField: 'title',
  },
  career_path: {
    id: 'career_path',
    page: 'career-path-tracker',
    group: 'people_management',
    promptCodes: ['PROMPT_CAREER_PATH'],
    fields: [text('currentRole'), text('targetRole'), select('horizon', CAREER_HORIZON_OPTIONS), company],
    titleField: 'targetRole',
  },
  okr: {
    id: 'okr',
    page: 'okr-generator',
    group: 'people_management',
    promptCodes: ['PROMPT_OKR_INDIVIDUAL', 'PROMPT_OKR_TEAM', 'PROMPT_OKR_ORGANIZATION'],
    fields: [
      select('scope', OKR_SCOPE_OPTIONS),
      text('subject', true, 300),
      area('focus', true, 1000),
      company,
      orgType,
    ],
    titleField: 'subject',
  },
  performance_improvement: {
    id: 'performance_improvement',
    page: 'performance-improvement',
    group: 'people_management',
    promptCodes: ['PROMPT_PERFORMANCE_IMPROVEMENT'],
    fields: [text('role'), company, area('issues'), select('duration', IMPROVEMENT_LENGTH_OPTIONS)],
    titleField: 'role',
  },
  day_plan: {
    id: 'day_plan',
    page: 'day-plan',
    group: 'onboarding',
    promptCodes: ['PROMPT_DAY_PLAN'],
    fields: [text('role'), company, orgType, area('priorities', false)],
    titleField: 'role',
  },
};

export const GENERATOR_LIST: readonly GeneratorDef[] = GENERATOR_IDS.map((id) => GENERATORS[id]);

export function generatorByPage(page: string): GeneratorDef | undefined {
  return GENERATOR_LIST.find((g) => g.page === page);
}

function fieldSchema(field: GeneratorField): z.ZodMiniType<string> {
  if (field.kind === 'select') {
    const ids = (field.options ?? []).map((o) => o.id) as [string, ...string[]];
    const choice = z.enum(ids);
    return field.required ? choice : z._default(z.union([choice, z.literal('')]), '');
  }
  const value = z.string().check(z.trim(), z.maxLength(field.maxLength));
  return field.required ? value.check(z.minLength(1)) : z._default(value, '');
}

const schemas = new Map<GeneratorId, z.ZodMiniType<GeneratorInputs>>();

/** The inputs' schema: required fields filled, text within its length, a select one of its options, nothing else. */
export function generatorSchema(id: GeneratorId): z.ZodMiniType<GeneratorInputs> {
  let schema = schemas.get(id);
  if (!schema) {
    schema = z.strictObject(
      Object.fromEntries(GENERATORS[id].fields.map((f) => [f.name, fieldSchema(f)])),
    ) as unknown as z.ZodMiniType<GeneratorInputs>;
    schemas.set(id, schema);
  }
  return schema;
}

/** The prompt an OKR run uses follows its scope (spec part 2 §7.4: OKR individual, team, organization). */
export function generatorPromptCode(id: GeneratorId, inputs: GeneratorInputs): PromptCode {
  const def = GENERATORS[id];
  if (id === 'okr')
    return inputs.scope === 'team'
      ? 'PROMPT_OKR_TEAM'
      : inputs.scope === 'organization'
        ? 'PROMPT_OKR_ORGANIZATION'
        : 'PROMPT_OKR_INDIVIDUAL';
  return def.promptCodes[0] as PromptCode;
}

/** What an empty optional field reads as, in a prompt (English) and in an offline document. */
export const NOT_GIVEN: Record<AiOutputLanguage, string> = { en: 'not given', th: 'ไม่ได้ระบุ' };

/** A field's value as words: a select's label (the prompt's English form for prompts), text as typed. */
export function fieldText(
  field: GeneratorField,
  value: string | undefined,
  language: AiOutputLanguage,
  forPrompt = false,
): string {
  const raw = (value ?? '').trim();
  if (!raw) return NOT_GIVEN[language];
  if (field.kind !== 'select') return raw;
  const option = field.options?.find((o) => o.id === raw);
  if (!option) return raw;
  return forPrompt ? (option.prompt ?? option.label.en) : option.label[language];
}

/** The prompt's placeholder values for checked inputs: every field by name (`language` is added by generateText). */
export function generatorPromptVars(id: GeneratorId, inputs: GeneratorInputs): Record<string, string> {
  return Object.fromEntries(GENERATORS[id].fields.map((f) => [f.name, fieldText(f, inputs[f.name], 'en', true)]));
}

/** The words that name a run in the history (its title input), at most 120 characters. */
export function runTitle(id: GeneratorId, inputs: GeneratorInputs): string {
  return (inputs[GENERATORS[id].titleField] ?? '').trim().slice(0, TEXT_LIMITS.shortText);
}
