import { defineSection } from '../module';
import { big5Meta } from './meta';
import { BIG5_DOMAIN_NAMES, ZBig5Answers, ZBig5Setup } from './schema';
import { ZBig5Summary } from './summary';
import { scoreBig5 } from './scorer';

export * from './norms';
export * from './schema';
export * from './summary';
export * from './scorer';
export * from './stats';
export { big5Meta } from './meta';

/** Big Five personality: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const big5 = /* @__PURE__ */ defineSection({
  ...big5Meta,
  promptName: 'Big Five personality (match to the target profile)',
  setup: ZBig5Setup,
  answers: ZBig5Answers,
  summary: ZBig5Summary,
  score: scoreBig5,
  view: (input) => import('./view').then((m) => m.big5View(input)),
  // 2026.2 and 2026.3 hold the item text of every language: chunks of their own, beside 2026.1.
  packs: () =>
    Promise.all([import('./content'), import('./pack-2026-2'), import('./pack-2026-3')]).then(
      ([old, previous, latest]) => [old.BIG5_PACK_2026_1, previous.BIG5_PACK_2026_2, latest.BIG5_PACK] as const,
    ),
  // The short line per domain (score, T, band), without the target profile or the per-item detail.
  respondentSees: Object.values(BIG5_DOMAIN_NAMES),
});
