import { emailKey } from '@shared/accounts/email';
import type { Locale } from '@shared/i18n/locale';
import { localeOr } from '@shared/i18n/locale-schema';
import { respondentAssessmentId, temporaryEmail } from '@shared/respondents/invitation';
import { statsDelta } from '@shared/results/group-aggregate';
import type { Counters } from '@shared/results/group-aggregate';
import { personalTeamId, type UserItem } from '../accounts';
import { contentVersions, type AssessmentItem } from '../assessments';
import { newAccessToken, newId, newRef } from '../common/ids';
import type { RespondentItem, StoredSectionStates } from '../db/entities/candidate';
import type { TransactionOutcome } from '../db/transact';
import { sampleResult, SAMPLE_SECTIONS } from './sample';
import { scoreRespondent } from './score-respondent';
import { writeSampleAssessment } from './sample-store';

/**
 * The sample assessment a new account is given when sign-up finishes (spec part 1 §3 `hasSampleData`, template and
 * respondent `is_sample_data`; docs/architecture.md "The sample assessment"). It is the sample report's template
 * (sample.ts, each kind's `sample.ts`), published, with SAMPLE_RESPONDENTS completed respondents whose ratings of
 * the values differ a little. Nothing here spends a credit, counts a business metric or reserves an invitation
 * budget: the records are written directly, not through registration and completion. The respondents' addresses are
 * temporary ones, which nothing ever writes to. The whole seed is one transaction conditional on the user not having
 * it yet, so a retried sign-up step never seeds twice.
 */
export const SAMPLE_RESPONDENTS = 4;

/**
 * The sample's name and its respondents' names in the account's language when sign-up finishes; the "Sample data"
 * label beside them says what they are.
 */
const SAMPLE_NAMES: Record<Locale, { assessment: string; respondent: (n: number) => [string, string] }> = {
  en: { assessment: 'Customer Success Lead', respondent: (n) => ['Sample', `candidate ${n}`] },
  th: { assessment: 'หัวหน้าฝ่ายดูแลความสำเร็จของลูกค้า', respondent: (n) => ['ผู้สมัครตัวอย่าง', `${n}`] },
  es: { assessment: 'Responsable de éxito del cliente', respondent: (n) => ['Candidato', `de ejemplo ${n}`] },
};

/** How far each sample respondent's value ratings move from the sample's (kept within 1..5). */
const VALUE_SHIFTS = [0, -1, 1, -2] as const;

export async function seedSampleAssessment(user: UserItem, now: Date): Promise<TransactionOutcome> {
  if (user.hasSampleData || user.isGuest) return 'condition_failed';
  const sample = await sampleResult(now);
  const at = now.toISOString();
  const lang = localeOr(user.lang);
  const names = SAMPLE_NAMES[lang];
  const template = {
    ...(sample.template as unknown as Record<string, unknown>),
    form_name: names.assessment,
    id: newId(),
    creator: user.email,
    team_id: personalTeamId(user.sub),
  } as unknown as AssessmentItem;
  const respondents = await Promise.all(
    Array.from({ length: SAMPLE_RESPONDENTS }, (_, i) =>
      sampleRespondent(template, sample, names.respondent(i + 1), lang, i, now),
    ),
  );
  const delta: Counters = {};
  for (const r of respondents) {
    for (const [name, value] of Object.entries(statsDelta(null, r.summaries))) delta[name] = (delta[name] ?? 0) + value;
  }
  const versions = await contentVersions(SAMPLE_SECTIONS);
  const stored = {
    id: template.id,
    form_name: template.form_name,
    status: 'published' as const,
    objective: 'hiring' as const,
    role: names.assessment,
    sections: SAMPLE_SECTIONS,
    setup: template.setup,
    company_answers: template.company_answers,
    content_versions: versions,
    languages_required: [],
    creator: user.email,
    team_id: template.team_id,
    candidate_total: respondents.length,
    completed_total: respondents.length,
    invited_total: 0,
    is_started_test: true,
    is_sample_data: true,
    created_at: at,
    updated_at: at,
    published_at: at,
    last_activity_at: sample.finished,
  };
  return writeSampleAssessment(
    user.emailKey,
    stored,
    respondents.map((r) => r.record),
    delta,
  );
}

async function sampleRespondent(
  template: AssessmentItem,
  sample: Awaited<ReturnType<typeof sampleResult>>,
  [firstname, lastname]: [string, string],
  lang: Locale,
  index: number,
  now: Date,
) {
  const email = temporaryEmail(firstname, lastname, `${template.id.slice(0, 6)}${index + 1}`);
  const answers = shiftedAnswers(sample.answers, VALUE_SHIFTS[index % VALUE_SHIFTS.length] ?? 0);
  const summaries = await scoreRespondent(template, { answers } as unknown as RespondentItem);
  const finished = new Date(Date.parse(sample.finished) - index * 3_600_000);
  const started = new Date(finished.getTime() - Object.values(sample.spent).reduce((a, b) => a + b, 0) * 1000);
  const states: StoredSectionStates = Object.fromEntries(
    SAMPLE_SECTIONS.map((kind) => [
      kind,
      {
        status: 'completed',
        started_at: started.toISOString(),
        completed_at: finished.toISOString(),
        spent_seconds: sample.spent[kind] ?? 0,
      },
    ]),
  );
  const at = now.toISOString();
  const record = {
    form_id: template.id,
    emailKey: emailKey(email),
    id: respondentAssessmentId(template.id, email),
    ref: newRef(),
    accessToken: newAccessToken(),
    email,
    form_name: template.form_name,
    firstname,
    lastname,
    displayName: `${firstname} ${lastname}`,
    creator: template.creator,
    team_id: template.team_id,
    status: 'COMPLETED' as const,
    lang,
    joined_at: started.toISOString(),
    started_test_at: started.toISOString(),
    finished_at: finished.toISOString(),
    last_accessed_at: finished.toISOString(),
    is_started_test: true,
    section_states: states,
    answers,
    summaries,
    ...(summaries.overall === null ? {} : { score: summaries.overall }),
    is_sample_data: true,
    created_at: at,
    updated_at: at,
  };
  return { record, summaries };
}

/** The sample's answers with its value ratings moved by `shift` (1..5), so the respondents' results differ. */
function shiftedAnswers(answers: Record<string, unknown>, shift: number): Record<string, unknown> {
  const values = answers.values_and_traits as { defining_your_values?: Record<string, number> } | undefined;
  if (!values?.defining_your_values || shift === 0) return answers;
  const keys = Object.keys(values.defining_your_values);
  const shifted = Object.fromEntries(
    Object.entries(values.defining_your_values).map(([k, v], i) => [
      k,
      // Every other value moves, so the profile changes shape rather than only level.
      i % 2 === 0 || keys.length < 2 ? Math.min(5, Math.max(1, v + shift)) : v,
    ]),
  );
  return { ...answers, values_and_traits: { ...values, defining_your_values: shifted } };
}
