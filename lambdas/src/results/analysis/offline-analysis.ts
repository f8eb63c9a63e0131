import { RECOMMENDATION_LABELS, type AnalysisBasis, type ScoreUsed } from '@shared/results/analysis';
import type { OwnItemRating } from '@shared/results/analysis-prompt';
import { BEHAVIOR_LEVEL_LABELS, type BehaviorLevel } from '@shared/sections/acceptable-behaviors/schema';
import type { SectionKind } from '@shared/sections/kinds';
import type { KindOfflineWords } from '@shared/sections/offline-words';
import { acceptableBehaviorsOfflineWords } from '@shared/sections/acceptable-behaviors/offline-words';
import { big5OfflineWords } from '@shared/sections/big5/offline-words';
import { customSurveyOfflineWords } from '@shared/sections/custom-survey/offline-words';
import { humanSkillsOfflineWords } from '@shared/sections/human-skills/offline-words';
import { logicTestOfflineWords } from '@shared/sections/logic-test/offline-words';
import { oaicArchetypesOfflineWords } from '@shared/sections/oaic-archetypes/offline-words';
import { valuesAndTraitsOfflineWords } from '@shared/sections/values-and-traits/offline-words';
import { workStyleIdentifierOfflineWords } from '@shared/sections/work-style-identifier/offline-words';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';

/**
 * What the offline stand-in writes for the candidate analysis (the local stack has no model): deterministic
 * Markdown from the computed indicators, shaped like the prompts ask, so the whole flow (streaming, the
 * recommendation line, storing, overriding) runs without AI. The page labels it 'Offline stand-in'.
 */

/** Each kind's own words (its `offline-words.ts`): one line per kind. */
const KIND_WORDS: Record<SectionKind, KindOfflineWords> = {
  values_and_traits: valuesAndTraitsOfflineWords,
  oaic_archetypes: oaicArchetypesOfflineWords,
  acceptable_behaviors: acceptableBehaviorsOfflineWords,
  work_style_identifier: workStyleIdentifierOfflineWords,
  logic_test: logicTestOfflineWords,
  custom_survey: customSurveyOfflineWords,
  human_skills: humanSkillsOfflineWords,
  big5: big5OfflineWords,
};

/** A kind's name in the output language. */
const sectionName = (kind: SectionKind, language: AiOutputLanguage) => KIND_WORDS[kind][language].name;

interface Words {
  level: (score: number) => string;
  risk: Record<AnalysisBasis['indicators']['risk_level'], string>;
  summary: (company: string, basis: AnalysisBasis) => string[];
  strength: (s: ScoreUsed) => string;
  gap: (s: ScoreUsed) => string;
  noGap: string;
  general: [string, string][];
  headings: { summary: string; strengths: string; risks: string; questions: string; listen: string; own: string };
  /** One of the company's own items with both ratings, and the question that probes it. */
  own: (o: OwnItemRating, candidate: string, company: string) => string;
  ownQuestion: (o: OwnItemRating, candidate: string, company: string) => [string, string];
  kinds: Record<OwnItemRating['kind'], string>;
  notRated: string;
}

const EN: Words = {
  level: (n) => (n >= 80 ? 'strongly' : n >= 70 ? 'well' : n >= 40 ? 'partly' : 'weakly'),
  risk: { low: 'low', medium: 'medium', high: 'high' },
  summary: (company, { indicators: i, scores }) => [
    `The respondent's answers align ${EN.level(i.cultural_alignment)} with how ${company} works: cultural alignment is ${i.cultural_alignment}% over ${scores.filter((s) => s.dimension === 'culture').length} culture section(s).`,
    i.skill_match === null
      ? 'This assessment measured no skills, so skill match is not part of this picture.'
      : `Skill match is ${i.skill_match}%, which fits the role ${EN.level(i.skill_match)}.`,
    `The risk level is ${i.risk_level}, from the lowest section score (${Math.round(Math.min(...scores.map((s) => s.score)))}) and the spread between sections.`,
    'Use the interview to test the lowest scores with concrete examples before deciding.',
  ],
  strength: (s) => `${sectionName(s.section, 'en')} (${Math.round(s.score)}): close to the company's own answers here.`,
  gap: (s) =>
    `${sectionName(s.section, 'en')} (${Math.round(s.score)}): the furthest from the company's answers; ask for examples.`,
  noGap: 'No section falls below Good (70); check that answers in the interview match the assessment.',
  general: [
    ['What would your first 30 days here look like?', 'questions they would ask and people they would meet.'],
    [
      'Tell us about feedback you disagreed with at first. What happened next?',
      'listening, testing the feedback, and a change made.',
    ],
    [
      'Describe a time you helped a colleague succeed at your own expense.',
      'a real trade-off and why it was worth it.',
    ],
    ['What kind of manager gets the best out of you?', 'specific needs they can name and how they ask for them.'],
    ['Tell us about a mistake you made and how you handled it.', 'ownership, repair and what they do differently now.'],
  ],
  headings: {
    summary: 'Summary',
    strengths: 'Strengths',
    risks: 'Risks',
    questions: 'Interview questions',
    listen: 'Listen for',
    own: 'Your own items',
  },
  own: (o, candidate, company) =>
    `"${o.text}" (${EN.kinds[o.kind]}): the respondent ${candidate}, the company ${company}.`,
  ownQuestion: (o, candidate, company) => [
    `Your company lists "${o.text}" among its own ${{ value: 'values', trait: 'traits', behaviour: 'behaviours' }[o.kind]}. Tell us about a time it mattered in your work. What did you do?`,
    `how they see it next to how the company does (respondent ${candidate}, company ${company}).`,
  ],
  kinds: { value: 'own value', trait: 'own trait', behaviour: 'own behaviour' },
  notRated: 'not rated',
};

const TH: Words = {
  level: (n) => (n >= 80 ? 'สูงมาก' : n >= 70 ? 'ดี' : n >= 40 ? 'บางส่วน' : 'ต่ำ'),
  risk: { low: 'ต่ำ', medium: 'ปานกลาง', high: 'สูง' },
  summary: (company, { indicators: i, scores }) => [
    `คำตอบของผู้สมัครสอดคล้องกับวิธีการทำงานของ ${company} ในระดับ${TH.level(i.cultural_alignment)}: ความเข้ากันทางวัฒนธรรม ${i.cultural_alignment}% จาก ${scores.filter((s) => s.dimension === 'culture').length} ส่วนด้านวัฒนธรรม`,
    i.skill_match === null
      ? 'แบบประเมินนี้ไม่ได้วัดทักษะ จึงไม่มีค่าความตรงของทักษะ'
      : `ความตรงของทักษะ ${i.skill_match}% เหมาะกับตำแหน่งในระดับ${TH.level(i.skill_match)}`,
    `ระดับความเสี่ยง${TH.risk[i.risk_level]} พิจารณาจากคะแนนต่ำสุด (${Math.round(Math.min(...scores.map((s) => s.score)))}) และความต่างระหว่างส่วน`,
    'ใช้การสัมภาษณ์ตรวจสอบคะแนนที่ต่ำที่สุดด้วยตัวอย่างที่เป็นรูปธรรมก่อนตัดสินใจ',
  ],
  strength: (s) => `${sectionName(s.section, 'th')} (${Math.round(s.score)}): ใกล้เคียงกับคำตอบของบริษัท`,
  gap: (s) => `${sectionName(s.section, 'th')} (${Math.round(s.score)}): ห่างจากคำตอบของบริษัทมากที่สุด ควรถามหาตัวอย่าง`,
  noGap: 'ไม่มีส่วนใดต่ำกว่าระดับดี (70) ควรตรวจสอบว่าคำตอบในการสัมภาษณ์สอดคล้องกับแบบประเมิน',
  general: [
    ['30 วันแรกของคุณที่นี่จะเป็นอย่างไร', 'คำถามที่จะถามและคนที่จะไปพบ'],
    ['เล่าถึงคำติชมที่ตอนแรกคุณไม่เห็นด้วย หลังจากนั้นเกิดอะไรขึ้น', 'การรับฟัง การทดลองตามคำติชม และสิ่งที่เปลี่ยน'],
    ['เล่าถึงครั้งที่คุณช่วยให้เพื่อนร่วมงานสำเร็จแม้ตัวเองต้องเสียสละ', 'การแลกเปลี่ยนจริงและเหตุผลที่คุ้มค่า'],
    ['ผู้จัดการแบบใดที่ดึงศักยภาพของคุณออกมาได้ดีที่สุด', 'ความต้องการเฉพาะที่บอกได้และวิธีขอ'],
    ['เล่าถึงความผิดพลาดที่คุณทำและวิธีที่คุณจัดการ', 'ความรับผิดชอบ การแก้ไข และสิ่งที่ทำต่างไปในตอนนี้'],
  ],
  headings: {
    summary: 'สรุป',
    strengths: 'จุดแข็ง',
    risks: 'ความเสี่ยง',
    questions: 'คำถามสัมภาษณ์',
    listen: 'สิ่งที่ควรฟัง',
    own: 'รายการของบริษัทเอง',
  },
  own: (o, candidate, company) => `"${o.text}" (${TH.kinds[o.kind]}): ผู้ตอบ ${candidate} บริษัท ${company}`,
  ownQuestion: (o, candidate, company) => [
    `บริษัทของเรามี "${o.text}" เป็น${TH.kinds[o.kind]} เล่าถึงครั้งที่เรื่องนี้สำคัญในงานของคุณ คุณทำอย่างไร`,
    `มุมมองของผู้สมัครเทียบกับของบริษัท (ผู้ตอบ ${candidate} บริษัท ${company})`,
  ],
  kinds: { value: 'ค่านิยมของบริษัทเอง', trait: 'คุณลักษณะของบริษัทเอง', behaviour: 'พฤติกรรมของบริษัทเอง' },
  notRated: 'ไม่ได้ให้คะแนน',
};

const WORDS: Record<AiOutputLanguage, Words> = { en: EN, th: TH };

/** A rating as the offline text shows it: "4/5" for a value or trait, the level's name for a behaviour. */
function ratingWords(o: OwnItemRating, value: number | null, language: AiOutputLanguage): string {
  if (value === null) return WORDS[language].notRated;
  return o.kind === 'behaviour'
    ? (BEHAVIOR_LEVEL_LABELS[value as BehaviorLevel]?.[language] ?? String(value))
    : `${value}/5`;
}

/** How far apart the respondent and the company are on an own item (unrated: not at all). */
const ownGap = (o: OwnItemRating) =>
  o.candidate === null || o.company === null ? -1 : Math.abs(o.candidate - o.company);

const byScore = (scores: readonly ScoreUsed[]) =>
  [...scores].sort((a, b) => a.score - b.score || a.section.localeCompare(b.section));

/** The executive summary, ending with the line the prompt asks for ("Recommendation: <label>", always English). */
export function offlineSummary(
  basis: AnalysisBasis,
  company: string,
  language: AiOutputLanguage,
  own: readonly OwnItemRating[] = [],
): string {
  const w = WORDS[language];
  const ascending = byScore(basis.scores);
  const strengths = [...ascending].reverse().slice(0, 3);
  const gaps = ascending.filter((s) => s.score < 70).slice(0, 3);
  return [
    `## ${w.headings.summary}`,
    w.summary(company || 'the company', basis).join(' '),
    '',
    `## ${w.headings.strengths}`,
    ...strengths.map((s) => `- ${w.strength(s)}`),
    '',
    `## ${w.headings.risks}`,
    ...(gaps.length > 0 ? gaps.map((s) => `- ${w.gap(s)}`) : [`- ${w.noGap}`]),
    '',
    ...(own.length > 0
      ? [
          `## ${w.headings.own}`,
          ...own.map(
            (o) => `- ${w.own(o, ratingWords(o, o.candidate, language), ratingWords(o, o.company, language))}`,
          ),
          '',
        ]
      : []),
    `Recommendation: ${RECOMMENDATION_LABELS[basis.indicators.suggested_recommendation]}`,
  ].join('\n');
}

/**
 * Six numbered behavioural questions, the lowest scores first, each with what a strong answer shows; with own items,
 * the last asks about the one where the respondent and the company are furthest apart.
 */
export function offlineQuestions(
  basis: AnalysisBasis,
  language: AiOutputLanguage,
  own: readonly OwnItemRating[] = [],
): string {
  const w = WORDS[language];
  const furthest = [...own].sort((a, b) => ownGap(b) - ownGap(a))[0];
  const standard = [...byScore(basis.scores).map((s) => KIND_WORDS[s.section][language].question), ...w.general];
  const picked = furthest
    ? [
        ...standard.slice(0, 5),
        w.ownQuestion(
          furthest,
          ratingWords(furthest, furthest.candidate, language),
          ratingWords(furthest, furthest.company, language),
        ),
      ]
    : standard.slice(0, 6);
  return [
    `## ${w.headings.questions}`,
    ...picked.flatMap(([q, listen], i) => [`${i + 1}. ${q}`, `   **${w.headings.listen}:** ${listen}`]),
  ].join('\n');
}
