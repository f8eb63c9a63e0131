import { definePack, t, type PackMeta, type PackText } from '../content-pack';
import { HUMAN_SKILL_PROMPTS, HUMAN_SKILLS, type HumanSkill, type HumanSkillPrompt } from './content-prompts';
import { HUMAN_SKILL_RUBRICS, RUBRIC_BANDS, type RubricCriterion, type SkillRubric } from './content-rubrics';
import { TRANSLATION_STAMPS } from './translation-stamps';

export { HUMAN_SKILLS, RUBRIC_BANDS };
export type { HumanSkill, HumanSkillPrompt, RubricCriterion, SkillRubric };

/** Human skills: written prompts and the rubric the AI scorer follows (one score 0-100 per skill). */
export interface HumanSkillsPack extends PackMeta<'human_skills'> {
  readonly title: PackText;
  readonly instructions: PackText;
  readonly prompts: readonly HumanSkillPrompt[];
  readonly rubrics: readonly SkillRubric[];
}

export const RAW_PACK: HumanSkillsPack = {
  kind: 'human_skills',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [],
  notes: [
    t(
      'Rubric level descriptors are English-only: they are read by the AI scorer, which writes its explanation in the report language.',
    ),
    t(
      'A skill score is the mean of its four criterion scores; each criterion is scored 0-100 within the band whose descriptor fits best.',
    ),
  ],
  title: t('Human skills', 'ทักษะด้านมนุษย์', 'Habilidades humanas'),
  instructions: t(
    'Answer each question in your own words. There is no single right answer; we look at how you think and communicate.',
    'ตอบแต่ละคำถามด้วยคำพูดของคุณเอง ไม่มีคำตอบที่ถูกต้องเพียงคำตอบเดียว เราดูจากวิธีคิดและวิธีสื่อสารของคุณ',
    'Responde cada pregunta con tus propias palabras. No hay una única respuesta correcta; valoramos cómo piensas y te comunicas.',
  ),
  prompts: HUMAN_SKILL_PROMPTS,
  rubrics: HUMAN_SKILL_RUBRICS,
};

export const HUMAN_SKILLS_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);

/** The rubric of one skill as plain English text for the AI scorer's prompt. */
export function rubricForScorer(skill: HumanSkill, pack: HumanSkillsPack = HUMAN_SKILLS_PACK): string {
  const rubric = pack.rubrics.find((r) => r.skill === skill);
  if (!rubric) throw new Error(`no rubric for ${skill}`);
  const lines = [`Skill: ${rubric.name.en}. Score each criterion 0-100, then average the four.`];
  for (const criterion of rubric.criteria) {
    lines.push(`Criterion: ${criterion.name.en}`);
    criterion.levels.forEach((level, i) => lines.push(`  ${RUBRIC_BANDS[i]?.min}-${RUBRIC_BANDS[i]?.max}: ${level}`));
  }
  return lines.join('\n');
}
