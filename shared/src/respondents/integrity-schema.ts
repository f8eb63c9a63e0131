import * as z from '../zod-mini';
import { MAX_FOCUS_AWAY_MS, MAX_SIGNALS_PER_SAVE, type IntegritySignal } from './integrity';

/** The schemas of integrity signals (docs/integrity.md), apart from ./integrity so a candidate's page loads no zod. */
const base = {
  /** Made by the device once per signal: the same signal sent again (a retried save) is kept once. */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{6,40}$/)),
  at: z.iso.datetime(),
};

export const ZIntegritySignal = z.discriminatedUnion('kind', [
  /** The page lost focus (another window or tab), for `ms` milliseconds. */
  z.object({
    ...base,
    kind: z.literal('focus_lost'),
    ms: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_FOCUS_AWAY_MS)),
  }),
  /** Full screen was left, where the employer asked for it. */
  z.object({ ...base, kind: z.literal('fullscreen_exit') }),
  /** Text was pasted into a written answer: how many characters. */
  z.object({ ...base, kind: z.literal('paste'), chars: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)) }),
  /** Answers were given while another tab of the same test was open. */
  z.object({ ...base, kind: z.literal('other_tab') }),
  /** An item was answered sooner than a fast reader could read it: after `ms`, reading taking `min_ms`. */
  z.object({
    ...base,
    kind: z.literal('fast_answer'),
    ms: z.number().check(z.int(), z.minimum(0), z.maximum(3_600_000)),
    min_ms: z.number().check(z.int(), z.minimum(0), z.maximum(3_600_000)),
  }),
]);
// The hand-written type and the schema say the same, both ways.
const sameShape: [z.infer<typeof ZIntegritySignal>, IntegritySignal] extends [
  IntegritySignal,
  z.infer<typeof ZIntegritySignal>,
]
  ? true
  : never = true;
void sameShape;

export const ZSignalBatch = z.array(ZIntegritySignal).check(z.maxLength(MAX_SIGNALS_PER_SAVE));
/** A random id the browser keeps for itself (localStorage): the same one on two respondents means one device. */
export const ZDeviceId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
