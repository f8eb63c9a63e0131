/**
 * Scoring benchmark (`npm run bench`): measures, never asserts on time (docs/architecture.md "Tests").
 * 1. Full-assessment scorings per second: all eight sections on synthetic answers (human skills validated
 *    from a canned AI rubric result), plus the overall summary and time analysis.
 * 2. Group analytics over 10,000 respondents.
 */
import { mulberry32 } from '../src/ids/random';
import { groupAnalytics, summariseOverall, timeAnalysis, type GroupRespondent } from '../src/results';
import { BEHAVIOR_SCENARIO_KEYS, type AcceptableBehaviorsAnswers } from '../src/sections/acceptable-behaviors/schema';
import { IPIP_120_ITEMS } from '../src/sections/big5/items';
import type { Big5Answers } from '../src/sections/big5/schema';
import { ZCustomSurveySetup, type CustomSurveyAnswers } from '../src/sections/custom-survey/schema';
import { HUMAN_SKILL_KEYS } from '../src/sections/human-skills/schema';
import { SECTION_KINDS } from '../src/sections/kinds';
import { LOGIC_PARTS, type LogicTestAnswerKey, type LogicTestAnswers } from '../src/sections/logic-test/schema';
import {
  OAIC_GROUPS,
  type CultureAllocation,
  type OaicArchetypesAnswers,
} from '../src/sections/oaic-archetypes/schema';
import { scoreSection } from '../src/sections/registry';
import type { ValuesAndTraitsAnswers, ValuesAndTraitsSetup } from '../src/sections/values-and-traits/schema';
import {
  WORK_STYLE_SCENARIO_KEYS,
  type WorkStyleAnswers,
  type WorkStyleMapping,
} from '../src/sections/work-style-identifier/schema';

const rand = mulberry32(42);
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;

// --- company side, shared by every respondent -------------------------------------------------------------
const valueIds = Array.from({ length: 24 }, (_, i) => `value_${i + 1}`);
const traitIds = Array.from({ length: 20 }, (_, i) => `trait_${i + 1}`);
const vtSetup: ValuesAndTraitsSetup = {
  custom_values: [],
  custom_traits: [],
  core_values: valueIds.slice(0, 4),
  permission_to_play: valueIds.slice(4, 8),
  moderately_important: valueIds.slice(8, 14),
  non_essential: valueIds.slice(14, 18),
  key_traits: traitIds.slice(0, 10),
};
const ratings = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, int(1, 5)]));
const vtAnswers = (): ValuesAndTraitsAnswers => ({
  defining_your_values: ratings(valueIds),
  identifying_key_traits: ratings(traitIds),
});

function allocation(): CultureAllocation {
  const cuts = [int(0, 100), int(0, 100), int(0, 100)].sort((x, y) => x - y) as [number, number, number];
  return { collaborate: cuts[0], create: cuts[1] - cuts[0], compete: cuts[2] - cuts[1], control: 100 - cuts[2] };
}
const oaic = (): OaicArchetypesAnswers =>
  Object.fromEntries(OAIC_GROUPS.map((g) => [g, allocation()])) as OaicArchetypesAnswers;
const behaviors = (): AcceptableBehaviorsAnswers =>
  Object.fromEntries(BEHAVIOR_SCENARIO_KEYS.map((k) => [k, int(0, 4)])) as AcceptableBehaviorsAnswers;

const mapping: WorkStyleMapping = Object.fromEntries(
  WORK_STYLE_SCENARIO_KEYS.map((s) => [s, { option_1: 'people', option_2: 'process', option_3: 'product' }]),
);
const workStyle = (): WorkStyleAnswers =>
  Object.fromEntries(WORK_STYLE_SCENARIO_KEYS.map((s) => [s, pick(['option_1', 'option_2', 'option_3'] as const)]));

const options = ['a', 'b', 'c', 'd'] as const;
const logicKey: LogicTestAnswerKey = Object.fromEntries(
  LOGIC_PARTS.map((p) => [p, Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${p}_${i}`, pick(options)]))]),
);
const logic = (): LogicTestAnswers =>
  Object.fromEntries(
    LOGIC_PARTS.map((p) => [p, Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${p}_${i}`, pick(options)]))]),
  );

const surveyOptions = options.map((id) => ({ id, label: id.toUpperCase() }));
const survey = ZCustomSurveySetup.parse({
  title: 'Benchmark survey',
  questions: [
    { id: 'q1', type: 'multiple-choice', headline: 'One', options: surveyOptions, correct_option_id: 'b' },
    { id: 'q2', type: 'multiple-select', headline: 'Many', options: surveyOptions, correct_option_ids: ['a', 'c'] },
    { id: 'q3', type: 'open-ended', headline: 'Why?' },
  ],
});
const surveyAnswers = (): CustomSurveyAnswers => ({
  q1: pick(options),
  q2: options.filter(() => rand() < 0.5),
  q3: 'Because.',
});

const big5 = (): Big5Answers => Object.fromEntries(IPIP_120_ITEMS.map((i) => [i.id, int(1, 5)]));

/** A canned AI rubric result, as text, the way a model returns it. */
const cannedHumanSkills = JSON.stringify(
  Object.fromEntries(
    HUMAN_SKILL_KEYS.map((k, i) => [k, { score: 60 + i * 7, full_explanation: `Canned rubric explanation for ${k}.` }]),
  ),
);

const company = { vt: vtAnswers(), oaic: oaic(), behaviors: behaviors(), workStyle: workStyle(), big5: big5() };

interface Respondent {
  vt: ValuesAndTraitsAnswers;
  oaic: OaicArchetypesAnswers;
  behaviors: AcceptableBehaviorsAnswers;
  workStyle: WorkStyleAnswers;
  logic: LogicTestAnswers;
  survey: CustomSurveyAnswers;
  big5: Big5Answers;
  remaining: Record<string, number>;
}
const makeRespondent = (): Respondent => ({
  vt: vtAnswers(),
  oaic: oaic(),
  behaviors: behaviors(),
  workStyle: workStyle(),
  logic: logic(),
  survey: surveyAnswers(),
  big5: big5(),
  remaining: Object.fromEntries(SECTION_KINDS.map((k) => [k, int(0, 300)])),
});

function scoreAssessment(r: Respondent) {
  const sections = {
    values_and_traits: scoreSection('values_and_traits', { setup: vtSetup, company: company.vt, candidate: r.vt }),
    oaic_archetypes: scoreSection('oaic_archetypes', { company: company.oaic, candidate: r.oaic }),
    acceptable_behaviors: scoreSection('acceptable_behaviors', { company: company.behaviors, candidate: r.behaviors }),
    work_style_identifier: scoreSection('work_style_identifier', {
      mapping,
      candidate: r.workStyle,
      company: company.workStyle,
    }),
    logic_test: scoreSection('logic_test', { key: logicKey, candidate: r.logic }),
    custom_survey: scoreSection('custom_survey', { setup: survey, candidate: r.survey }),
    human_skills: scoreSection('human_skills', { raw: cannedHumanSkills }),
    big5: scoreSection('big5', { form: '120', items: IPIP_120_ITEMS, candidate: r.big5, company: company.big5 }),
  };
  const summary = summariseOverall(sections);
  const time = timeAnalysis({ sections: SECTION_KINDS, remaining: r.remaining });
  return { sections, summary, time };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// --- 1. full-assessment scorings per second ----------------------------------------------------------------
const pool = Array.from({ length: 1000 }, makeRespondent);
for (let i = 0; i < 300; i++) scoreAssessment(pool[i % pool.length]!); // warm-up

let checksum = 0;
let count = 0;
const budgetMs = 3000;
const t0 = performance.now();
while (performance.now() - t0 < budgetMs) {
  for (let i = 0; i < 100; i++) {
    checksum += scoreAssessment(pool[count % pool.length]!).summary.overall ?? 0;
    count++;
  }
}
const elapsed = performance.now() - t0;
console.log(`Full-assessment scoring (8 sections + overall + time analysis)`);
console.log(
  `  ${fmt(count)} scorings in ${fmt(elapsed)} ms: ${fmt((count / elapsed) * 1000)} scorings/s, ${fmt((elapsed / count) * 1000, 1)} µs each`,
);

// --- 2. group analytics over 10,000 respondents --------------------------------------------------------------
const RESPONDENTS = 10_000;
const statuses = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'IN_PROGRESS', 'TODO', 'INVITED'] as const;
const group: GroupRespondent[] = Array.from({ length: RESPONDENTS }, (_, i) => {
  const status = pick(statuses);
  if (status !== 'COMPLETED') return { status };
  const { sections, summary } = scoreAssessment(pool[i % pool.length]!);
  return {
    status,
    summaries: { ...sections, overall: summary.overall },
    culture_profile: sections.oaic_archetypes.candidate_avg,
  };
});
groupAnalytics(group); // warm-up
const runs: number[] = [];
let last = groupAnalytics(group);
for (let i = 0; i < 20; i++) {
  const s = performance.now();
  last = groupAnalytics(group);
  runs.push(performance.now() - s);
}
runs.sort((a, b) => a - b);
console.log(`Group analytics over ${fmt(RESPONDENTS)} respondents (${fmt(last.status_counts.COMPLETED)} completed)`);
console.log(
  `  median ${fmt(runs[Math.floor(runs.length / 2)]!, 2)} ms, best ${fmt(runs[0]!, 2)} ms, worst ${fmt(runs[runs.length - 1]!, 2)} ms over ${runs.length} runs`,
);
console.log(`  (checksum ${fmt(checksum, 2)}, overall mean ${last.overall?.mean ?? '-'})`);
