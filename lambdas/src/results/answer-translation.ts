import { CREDITS_PER_GENERATION } from '@shared/constants/credits';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { consumeForGenerator, hasCredits } from '@shared/credits';
import { DomainError } from '@shared/errors';
import type { Locale } from '@shared/i18n/locale';
import { respondentLocaleOr } from '@shared/i18n/locale-schema';
import { offlineTranslation, parseTranslation, translationPromptVars } from '@shared/results/answer-translation';
import { needsTranslation, openAnswersOf, type OpenAnswer } from '@shared/results/open-answers';
import type { AnswerTranslation } from '@shared/routes/result-schemas';
import type { AiProvider } from '../adapters/ai';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment, sectionsOf, type AssessmentItem } from '../assessments';
import { generateText, type AiProvenance } from '../common/ai/generate-text';
import { countBusinessEvent } from '../common/metrics';
import { changeCreditBalance, loadCreditBalance, spendAiRun, type CreditBalanceOwner } from '../credits';
import type { RespondentItem } from '../db/entities/candidate';
import { FIELD, storedTranslation, writeTranslationOnce } from './translation-store';
import { derivedParts, loadRespondentOf } from './repo';

/** Characters of answers sent in one model call: long answer sets are translated in several calls. */
export const TRANSLATION_BATCH_CHARS = 6000;

/** The respondent's open answers as the result shows them (a held result shows none). */
export function openAnswersOfRespondent(assessment: AssessmentItem, respondent: RespondentItem): OpenAnswer[] {
  const parts = derivedParts(respondent);
  return openAnswersOf({
    sections: sectionsOf(assessment),
    setup: (assessment.setup ?? {}) as Record<string, unknown>,
    answers: parts.answers,
    comments: parts.comments,
  });
}

/** Answers cut into batches of about TRANSLATION_BATCH_CHARS (an answer longer than that goes alone). */
export function batches<T extends { text: string }>(answers: readonly T[], limit = TRANSLATION_BATCH_CHARS): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const a of answers) {
    if (current.length > 0 && size + a.text.length > limit) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(a);
    size += a.text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The business event the translation's credit moves under: one per respondent, attempt and language, whoever asks. */
export const translationEventId = (ref: string, attempt: number, language: Locale) =>
  `translation#${ref}#${attempt}#${language}`;

export interface TranslateOptions {
  user: UserItem;
  params: { id: string; candidateId: string };
  /** The caller's interface language: the language the answers are translated into. */
  locale: Locale;
  now: Date;
  sourceIp?: string;
  /** Tests pass a provider; otherwise the stack's default (the offline stand-in locally). */
  provider?: AiProvider;
}

/**
 * Translate a respondent's open answers into the employer's interface language (issue 27 §1; docs/ai.md
 * "Translating open answers"). Who may: exactly who may see the result (a stranger reads 'not found', a held result
 * shows nothing). A translation already stored for this attempt and language is returned as it is and costs
 * nothing. Otherwise it costs one credit of the asker's own quota, as a generator run does (spec part 2 §1), and
 * counts against the AI's daily budgets (docs/abuse.md "AI"); the credit moves under one event per respondent,
 * attempt and language, so a double click, a retry or two colleagues at once are charged once. The credit is taken
 * after the model answered (nothing streams), so a failed translation costs none.
 */
export async function translateOpenAnswers(options: TranslateOptions): Promise<AnswerTranslation> {
  const { user, params, locale, now } = options;
  const assessment = await loadVisibleAssessment(params.id, user);
  const respondent = await loadRespondentOf(assessment, params.candidateId);
  if (respondent.credit_held) throw new DomainError('RESULT_HELD');
  const attempt = ((respondent.attempts as unknown[] | undefined) ?? []).length;
  const ref = respondent.ref ?? respondent.id;
  const stored = storedTranslation(respondent, locale, attempt);
  if (stored) return stored;

  const source = respondentLocaleOr(respondent.lang);
  const answers = openAnswersOfRespondent(assessment, respondent);
  if (answers.length === 0 || !needsTranslation(source, locale)) throw new DomainError('TRANSLATION_NOT_NEEDED');

  // 'Not enough quota' before any model is called or any budget counted (spec part 2 §5).
  const owner: CreditBalanceOwner = { kind: 'personal', email: user.email };
  const balance = await loadCreditBalance(owner, now);
  if (!hasCredits({ unlimited: balance.unlimited ?? false, quota_remaining: balance.quota_remaining ?? 0 }))
    throw new DomainError('NOT_ENOUGH_QUOTA');
  await spendAiRun('translation', { email: user.email, sourceIp: options.sourceIp ?? '' }, now);

  const items: { key: string; text: string }[] = [];
  let provenance: AiProvenance | null = null;
  for (const batch of batches(answers)) {
    const result = await generateText({
      code: 'PROMPT_TRANSLATE_ANSWERS',
      vars: translationPromptVars(batch, source, locale),
      // The prompt names its languages itself; this only fills the unused {{language}}.
      language: 'en',
      // Per workspace and respondent: a retry after a failure or a lost race reuses what was translated.
      scope: `team:${assessment.team_id}#translation:${ref}:${attempt}:${locale}`,
      offline: () => offlineTranslation(batch, source, locale),
      accept: (text) =>
        parseTranslation(
          text,
          batch.map((a) => a.key),
        ),
      now,
      ...(options.provider ? { provider: options.provider } : {}),
    });
    items.push(...result.value);
    provenance = result.provenance;
  }
  if (!provenance) throw new DomainError('INTERNAL');

  const charged = await changeCreditBalance(
    owner,
    translationEventId(ref, attempt, locale),
    (q) => ({
      quota: consumeForGenerator(q, now),
      movement: {
        credits: -CREDITS_PER_GENERATION,
        type: 'withdraw',
        email: user.email,
        scope: 'personal',
        variables: { translation: ref, language: locale },
      },
    }),
    now,
  );
  if (charged.applied) await countBusinessEvent(BUSINESS_METRICS.creditsSpent, CREDITS_PER_GENERATION);

  const translation: AnswerTranslation = {
    candidate_id: ref,
    attempt,
    source_language: source,
    language: locale,
    items,
    offline: provenance.offline,
    provider: provenance.provider,
    model: provenance.model,
    prompt_version: provenance.prompt_version,
    created_at: now.toISOString(),
  };
  // Written once per language and attempt: a request that lost the race returns the one stored first.
  const outcome = await writeTranslationOnce(respondent, FIELD[locale], translation);
  if (outcome === 'written') return translation;
  const first = storedTranslation(outcome, locale, attempt);
  if (!first) throw new DomainError('INTERNAL');
  return first;
}
