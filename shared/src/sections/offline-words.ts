import type { AiOutputLanguage } from '../toolbox/prompt-codes';

/**
 * What the offline analysis stand-in (the local stack has no model) writes about one section kind, per output
 * language: the kind's name in its lines, and the interview question it asks when this kind scored lowest, with what
 * a strong answer shows. Each kind keeps its own in `<kind>/offline-words.ts`; only the server's offline analysis
 * imports them (`lambdas/src/results/analysis/offline-analysis.ts`).
 */
export type KindOfflineWords = Record<AiOutputLanguage, { name: string; question: readonly [string, string] }>;
