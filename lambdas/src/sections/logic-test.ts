import { LOGIC_ANSWER_KEYS } from './logic-test-answer-keys';
import { LOGIC_TEST_PACK } from '@shared/sections/logic-test/content';
import {
  LOGIC_PARTS,
  ZLogicTestAnswers,
  ZLogicTestSetup,
  type LogicPart,
  type LogicTestAnswerKey,
} from '@shared/sections/logic-test/schema';
import { scoreLogicTest } from '@shared/sections/logic-test/scorer';
import { defineServerSection } from './server-section';

const ITEMS_BY_PART = new Map<LogicPart, Map<string, Set<string>>>(
  LOGIC_PARTS.map((part) => [
    part,
    new Map(
      LOGIC_TEST_PACK.items
        .filter((i) => i.part === part)
        .map((i) => [i.id, new Set<string>(i.options.map((o) => o.id))]),
    ),
  ]),
);

function chosenParts(setup: unknown): LogicPart[] {
  const parsed = ZLogicTestSetup.safeParse(setup);
  return parsed.success ? parsed.data.parts : [];
}

/** The key of the chosen parts, from the server-only answer keys (never sent to a browser). */
function keyFor(parts: readonly LogicPart[]): LogicTestAnswerKey {
  const key: LogicTestAnswerKey = {};
  for (const part of parts) {
    key[part] = Object.fromEntries(
      [...(ITEMS_BY_PART.get(part)?.keys() ?? [])].flatMap((id) => {
        const k = LOGIC_ANSWER_KEYS[id];
        return k ? [[id, k.correct]] : [];
      }),
    );
  }
  return key;
}

/** Logic test: the company chooses the parts; there are no company answers. Respondents answer option ids of the chosen parts' items. */
export const logicTest = defineServerSection({
  kind: 'logic_test',
  save: ({ setup }) => {
    const s = ZLogicTestSetup.parse(setup);
    return { setup: { parts: LOGIC_PARTS.filter((p) => s.parts.includes(p)) }, company: {} };
  },
  ready: (setup) => ZLogicTestSetup.safeParse(setup).success,
  respondentAnswers: (setup) => {
    const parts = new Set(chosenParts(setup));
    return ZLogicTestAnswers.superRefine((a, ctx) => {
      for (const [part, answers] of Object.entries(a) as [LogicPart, Record<string, unknown>][]) {
        const items = ITEMS_BY_PART.get(part);
        if (!parts.has(part) || !items) {
          ctx.addIssue({ code: 'custom', path: [part], message: `Part ${part} is not part of this assessment` });
          continue;
        }
        for (const [id, answer] of Object.entries(answers)) {
          if (!items.get(id)?.has(String(answer)))
            ctx.addIssue({ code: 'custom', path: [part, id], message: 'Unknown question or option' });
        }
      }
    });
  },
  score: (setup, _company, respondent) =>
    scoreLogicTest({ key: keyFor(chosenParts(setup)), candidate: ZLogicTestAnswers.catch({}).parse(respondent ?? {}) }),
});
