import * as z from '@shared/zod-mini';
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
import { logicItemsOf, type LogicDraw } from '@shared/sections/logic-test/draw';
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

/** The respondent's draw from the pool, laid over the template's setup by the respondents context; else none. */
function drawOf(setup: unknown): LogicDraw | undefined {
  const parsed = ZLogicTestSetup.safeParse(setup);
  return parsed.success ? parsed.data.items : undefined;
}

/**
 * The key of the chosen parts' items the respondent was served (their draw, else the original items), from the
 * server-only answer keys (never sent to a browser).
 */
function keyFor(parts: readonly LogicPart[], draw: LogicDraw | undefined): LogicTestAnswerKey {
  const key: LogicTestAnswerKey = {};
  for (const part of parts) {
    const pool = ITEMS_BY_PART.get(part);
    key[part] = Object.fromEntries(
      logicItemsOf(part, draw).flatMap((id) => {
        if (!pool?.has(id)) return [];
        const k = LOGIC_ANSWER_KEYS[id];
        return k ? [[id, k.correct]] : [];
      }),
    );
  }
  return key;
}

/**
 * Logic test: the company chooses the parts; there are no company answers. Respondents answer option ids of the
 * chosen parts' items: those of their draw from the pool when the setup they are checked against carries one.
 */
export const logicTest = defineServerSection({
  kind: 'logic_test',
  save: ({ setup }) => {
    const s = ZLogicTestSetup.parse(setup);
    return { setup: { parts: LOGIC_PARTS.filter((p) => s.parts.includes(p)) }, company: {} };
  },
  ready: (setup) => ZLogicTestSetup.safeParse(setup).success,
  respondentAnswers: (setup) => {
    const parts = new Set(chosenParts(setup));
    const draw = drawOf(setup);
    return ZLogicTestAnswers.check(
      z.superRefine((a, ctx) => {
        for (const [part, answers] of Object.entries(a) as [LogicPart, Record<string, unknown>][]) {
          const items = ITEMS_BY_PART.get(part);
          if (!parts.has(part) || !items) {
            ctx.addIssue({ code: 'custom', path: [part], message: `Part ${part} is not part of this assessment` });
            continue;
          }
          for (const [id, answer] of Object.entries(answers)) {
            if (!logicItemsOf(part, draw).includes(id) || !items.get(id)?.has(String(answer)))
              ctx.addIssue({ code: 'custom', path: [part, id], message: 'Unknown question or option' });
          }
        }
      }),
    );
  },
  score: (setup, _company, respondent) =>
    scoreLogicTest({
      key: keyFor(chosenParts(setup), drawOf(setup)),
      candidate: z.catch(ZLogicTestAnswers, {}).parse(respondent ?? {}),
    }),
});
