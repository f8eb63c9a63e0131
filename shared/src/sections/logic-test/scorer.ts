import { percent } from '../score-math';
import {
  LOGIC_PARTS,
  type LogicAnswer,
  type LogicPart,
  type LogicTestAnswerKey,
  type LogicTestAnswers,
} from './schema';

export interface LogicPartScore {
  correct: number;
  total: number;
  /** Percentage correct, 2 decimals. */
  score: number;
}

export interface LogicTestScore {
  /** Percentage of all keyed items answered correctly (pooled over parts), 2 decimals. */
  overall: number;
  /** Per-part percentages (spec part 1 §3: candidate_avg with the four parts); only parts with keyed items. */
  candidate_avg: Partial<Record<LogicPart, number>>;
  parts: Partial<Record<LogicPart, LogicPartScore>>;
}

export interface ScoreLogicTestInput {
  key: LogicTestAnswerKey;
  candidate: LogicTestAnswers;
}

export function normaliseLogicAnswer(answer: LogicAnswer): string {
  return String(answer).trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Scored against the server-side key only; a respondent item absent from the key is ignored, a keyed item the
 * respondent skipped is wrong. Overall pools all keyed items so each item weighs the same (docs/scoring.md).
 */
export function scoreLogicTest({ key, candidate }: ScoreLogicTestInput): LogicTestScore {
  const parts: Partial<Record<LogicPart, LogicPartScore>> = {};
  const respondent_avg: Partial<Record<LogicPart, number>> = {};
  let correctAll = 0;
  let totalAll = 0;
  for (const part of LOGIC_PARTS) {
    const partKey = key[part];
    if (!partKey) continue;
    const answers = candidate[part] ?? {};
    let correct = 0;
    let total = 0;
    for (const [itemId, expected] of Object.entries(partKey)) {
      total++;
      const given = Object.prototype.hasOwnProperty.call(answers, itemId) ? answers[itemId] : undefined;
      if (given !== undefined && normaliseLogicAnswer(given) === normaliseLogicAnswer(expected)) correct++;
    }
    if (total === 0) continue;
    const score = percent(correct, total);
    parts[part] = { correct, total, score };
    respondent_avg[part] = score;
    correctAll += correct;
    totalAll += total;
  }
  return { overall: percent(correctAll, totalAll), candidate_avg: respondent_avg, parts };
}
