import { RECOMMENDATION_LABELS, type AnalysisBasis, type ScoreUsed } from '@shared/results/analysis';
import type { SectionKind } from '@shared/sections/kinds';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';

/**
 * What the offline stand-in writes for the candidate analysis (the local stack has no model): deterministic
 * Markdown from the computed indicators, shaped like the prompts ask, so the whole flow (streaming, the
 * recommendation line, storing, overriding) runs without AI. The page labels it 'Offline stand-in'.
 */

interface Words {
  section: Record<SectionKind, string>;
  level: (score: number) => string;
  risk: Record<AnalysisBasis['indicators']['risk_level'], string>;
  summary: (company: string, basis: AnalysisBasis) => string[];
  strength: (s: ScoreUsed) => string;
  gap: (s: ScoreUsed) => string;
  noGap: string;
  question: Record<SectionKind, [string, string]>;
  general: [string, string][];
  headings: { summary: string; strengths: string; risks: string; questions: string; listen: string };
}

const EN: Words = {
  section: {
    values_and_traits: 'Values and traits',
    oaic_archetypes: 'Culture profile',
    acceptable_behaviors: 'Acceptable behaviours',
    work_style_identifier: 'Work style',
    logic_test: 'Logic test',
    custom_survey: 'Custom survey',
    human_skills: 'Human skills',
    big5: 'Big Five match',
  },
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
  strength: (s) => `${EN.section[s.section]} (${Math.round(s.score)}): close to the company's own answers here.`,
  gap: (s) =>
    `${EN.section[s.section]} (${Math.round(s.score)}): the furthest from the company's answers; ask for examples.`,
  noGap: 'No section falls below Good (70); check that answers in the interview match the assessment.',
  question: {
    values_and_traits: [
      'Tell us about a decision at work where your values were tested. What did you do?',
      'names a value, a real situation and a choice that cost something.',
    ],
    oaic_archetypes: [
      'Describe the team culture in which you did your best work, and one in which you struggled.',
      'specific habits of the team, not adjectives, and what they adapted.',
    ],
    acceptable_behaviors: [
      'Tell us about a time a colleague did something you thought was not acceptable. How did you respond?',
      'a proportionate response, raised with the person first, and the outcome.',
    ],
    work_style_identifier: [
      'Walk us through how you plan a week when people, process and product all need you.',
      'clear priorities and how they keep others informed.',
    ],
    logic_test: [
      'Describe a problem you solved by spotting a pattern others missed.',
      'the steps of reasoning, how they checked it, and the result.',
    ],
    custom_survey: [
      "Which of the company's expectations would be newest for you, and how would you meet it?",
      'honest self-assessment and a practical plan.',
    ],
    human_skills: [
      'Tell us about a difficult message you had to write or deliver. How did you prepare?',
      'empathy for the reader, clarity, and a follow-up.',
    ],
    big5: [
      'When has your natural way of working clashed with what the role needed? What did you change?',
      'self-awareness and a concrete adjustment.',
    ],
  },
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
  },
};

const TH: Words = {
  section: {
    values_and_traits: 'ค่านิยมและคุณลักษณะ',
    oaic_archetypes: 'โปรไฟล์วัฒนธรรม',
    acceptable_behaviors: 'พฤติกรรมที่ยอมรับได้',
    work_style_identifier: 'รูปแบบการทำงาน',
    logic_test: 'แบบทดสอบตรรกะ',
    custom_survey: 'แบบสำรวจที่กำหนดเอง',
    human_skills: 'ทักษะด้านมนุษย์',
    big5: 'ความตรงของบุคลิกภาพ Big Five',
  },
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
  strength: (s) => `${TH.section[s.section]} (${Math.round(s.score)}): ใกล้เคียงกับคำตอบของบริษัท`,
  gap: (s) => `${TH.section[s.section]} (${Math.round(s.score)}): ห่างจากคำตอบของบริษัทมากที่สุด ควรถามหาตัวอย่าง`,
  noGap: 'ไม่มีส่วนใดต่ำกว่าระดับดี (70) ควรตรวจสอบว่าคำตอบในการสัมภาษณ์สอดคล้องกับแบบประเมิน',
  question: {
    values_and_traits: [
      'เล่าถึงการตัดสินใจในงานที่ค่านิยมของคุณถูกทดสอบ คุณทำอย่างไร',
      'ระบุค่านิยม สถานการณ์จริง และทางเลือกที่มีราคาต้องจ่าย',
    ],
    oaic_archetypes: ['อธิบายวัฒนธรรมทีมที่คุณทำงานได้ดีที่สุด และทีมที่คุณทำงานได้ยาก', 'พฤติกรรมเฉพาะของทีม และสิ่งที่เขาปรับตัว'],
    acceptable_behaviors: [
      'เล่าถึงครั้งที่เพื่อนร่วมงานทำสิ่งที่คุณคิดว่ายอมรับไม่ได้ คุณตอบสนองอย่างไร',
      'การตอบสนองที่เหมาะสม คุยกับบุคคลนั้นก่อน และผลลัพธ์',
    ],
    work_style_identifier: [
      'เล่าว่าคุณวางแผนสัปดาห์อย่างไรเมื่อทั้งคน กระบวนการ และผลิตภัณฑ์ต้องการคุณ',
      'การจัดลำดับความสำคัญที่ชัดเจนและการสื่อสารกับผู้อื่น',
    ],
    logic_test: ['อธิบายปัญหาที่คุณแก้ได้เพราะเห็นรูปแบบที่คนอื่นมองไม่เห็น', 'ขั้นตอนการคิด วิธีตรวจสอบ และผลลัพธ์'],
    custom_survey: [
      'ความคาดหวังใดของบริษัทที่ใหม่ที่สุดสำหรับคุณ และคุณจะทำให้ได้อย่างไร',
      'การประเมินตนเองอย่างตรงไปตรงมาและแผนที่ทำได้จริง',
    ],
    human_skills: ['เล่าถึงข้อความยากที่คุณต้องเขียนหรือสื่อสาร คุณเตรียมตัวอย่างไร', 'ความเข้าใจผู้รับ ความชัดเจน และการติดตามผล'],
    big5: ['เมื่อใดที่วิธีทำงานตามธรรมชาติของคุณขัดกับสิ่งที่งานต้องการ คุณเปลี่ยนอะไร', 'การรู้จักตนเองและการปรับตัวที่เป็นรูปธรรม'],
  },
  general: [
    ['30 วันแรกของคุณที่นี่จะเป็นอย่างไร', 'คำถามที่จะถามและคนที่จะไปพบ'],
    ['เล่าถึงคำติชมที่ตอนแรกคุณไม่เห็นด้วย หลังจากนั้นเกิดอะไรขึ้น', 'การรับฟัง การทดลองตามคำติชม และสิ่งที่เปลี่ยน'],
    ['เล่าถึงครั้งที่คุณช่วยให้เพื่อนร่วมงานสำเร็จแม้ตัวเองต้องเสียสละ', 'การแลกเปลี่ยนจริงและเหตุผลที่คุ้มค่า'],
    ['ผู้จัดการแบบใดที่ดึงศักยภาพของคุณออกมาได้ดีที่สุด', 'ความต้องการเฉพาะที่บอกได้และวิธีขอ'],
    ['เล่าถึงความผิดพลาดที่คุณทำและวิธีที่คุณจัดการ', 'ความรับผิดชอบ การแก้ไข และสิ่งที่ทำต่างไปในตอนนี้'],
  ],
  headings: { summary: 'สรุป', strengths: 'จุดแข็ง', risks: 'ความเสี่ยง', questions: 'คำถามสัมภาษณ์', listen: 'สิ่งที่ควรฟัง' },
};

const WORDS: Record<AiOutputLanguage, Words> = { en: EN, th: TH };

const byScore = (scores: readonly ScoreUsed[]) =>
  [...scores].sort((a, b) => a.score - b.score || a.section.localeCompare(b.section));

/** The executive summary, ending with the line the prompt asks for ("Recommendation: <label>", always English). */
export function offlineSummary(basis: AnalysisBasis, company: string, language: AiOutputLanguage): string {
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
    `Recommendation: ${RECOMMENDATION_LABELS[basis.indicators.suggested_recommendation]}`,
  ].join('\n');
}

/** Six numbered behavioural questions, the lowest scores first, each with what a strong answer shows. */
export function offlineQuestions(basis: AnalysisBasis, language: AiOutputLanguage): string {
  const w = WORDS[language];
  const picked = [...byScore(basis.scores).map((s) => w.question[s.section]), ...w.general].slice(0, 6);
  return [
    `## ${w.headings.questions}`,
    ...picked.flatMap(([q, listen], i) => [`${i + 1}. ${q}`, `   **${w.headings.listen}:** ${listen}`]),
  ].join('\n');
}
