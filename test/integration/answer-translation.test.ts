import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_BUDGETS } from '@shared/constants/ai';
import { exportColumns, type ExportRow } from '@shared/results/export';
import type { AnswerTranslation, RespondentResult } from '@shared/routes';
import type { SectionKind } from '@shared/sections/kinds';
import { loadOrCreateUser } from '../../lambdas/src/accounts/repo';
import { aiBudgets } from '../../lambdas/src/credits/ai-budget';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { db } from '../../lambdas/src/db/service';
import { translateOpenAnswers, translationEventId } from '../../lambdas/src/results/answer-translation';
import { buildSurveySetup } from '../builders/survey';
import { invoke, ok } from '../support/invoke';
import { scriptedProvider } from '../support/scripted-provider';

/**
 * Open answers translated for the employer (issue 27 §1, docs/ai.md "Translating open answers"): who may see the
 * result may ask; a translation costs one credit once, however often or however fast it is asked for, and is
 * answered from the store afterwards; the AI's daily budgets refuse it before any model is called or credit taken.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
const uid = () => randomUUID().slice(0, 8);
const owner: Claims = { sub: randomUUID(), email: `translate-${uid()}@example.com` };
const stranger: Claims = { sub: randomUUID(), email: `stranger-${uid()}@example.com` };
const day = () => new Date().toISOString().slice(0, 10);

const GERMAN = 'Ich arbeite gern im Team und lerne jeden Tag etwas Neues.';

async function remaining(email: string): Promise<number> {
  const { data } = await db()
    .entities.quota.get({ key: personalCreditBalanceKey(email) })
    .go({ consistent: true });
  return data?.quota_remaining ?? 0;
}

async function counted(scope: string): Promise<number> {
  return (await db().entities.dailyCounter.get({ scope, day: day() }).go({ consistent: true })).data?.count ?? 0;
}

/** A published custom survey taken on the public link in German, finished; the respondent's id. */
async function germanRespondent(name: string): Promise<{ id: string; candidateId: string }> {
  const draft = await ok(
    'createTemplate',
    invoke<{ id: string }>('createTemplate', {
      claims: owner,
      body: { type_of_org: 'technology', form_name: name, sections: ['custom_survey'] },
    }),
  );
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: owner,
      params: { id: draft.id, section: 'custom_survey' },
      body: { setup: buildSurveySetup() },
    }),
  );
  const { publicCode } = await ok(
    'publishTemplate',
    invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id: draft.id } }),
  );
  const { token } = await ok(
    'registerRespondent',
    invoke<{ token: string }>('registerRespondent', {
      params: { code: publicCode },
      body: { firstname: 'Greta', lastname: 'Test', lang: 'de', registration_id: randomUUID().replace(/-/g, '') },
    }),
  );
  await ok('getRespondentTest', invoke('getRespondentTest', { params: { token } }));
  await ok('startSection', invoke('startSection', { params: { token, section: 'custom_survey' } }));
  await ok(
    'completeSection',
    invoke('completeSection', {
      params: { token, section: 'custom_survey' },
      body: { answers: { q_motivation: GERMAN, q_capital: 'paris' } },
    }),
  );
  await ok('finishTest', invoke('finishTest', { params: { token } }));
  const rows = await ok(
    'listCandidates',
    invoke<{ items: { id: string }[] }>('listCandidates', { claims: owner, params: { id: draft.id } }),
  );
  return { id: draft.id, candidateId: rows.items[0]!.id };
}

const translate = (params: { id: string; candidateId: string }, claims = owner, lang = 'en', sourceIp?: string) =>
  invoke<AnswerTranslation & Err>('translateOpenAnswers', {
    claims,
    params,
    body: {},
    lang,
    ...(sourceIp ? { sourceIp } : {}),
  });

beforeAll(async () => {
  await loadOrCreateUser({ kind: 'user', sub: owner.sub, email: owner.email, method: 'email' }, new Date());
  await grantCredits({
    email: owner.email,
    eventId: `translate-pack#${owner.email}`,
    credits: 20,
    type: 'purchase',
    now: new Date(),
  });
});

describe('translating open answers', () => {
  let params: { id: string; candidateId: string };
  beforeAll(async () => {
    params = await germanRespondent('Translation');
  });

  it('the result shows the open answer as written, and the respondent’s language', async () => {
    const result = await ok(
      'getCandidateResult',
      invoke<RespondentResult>('getCandidateResult', { claims: owner, params }),
    );
    expect(result.lang).toBe('de');
    // The multiple-choice answer is no open answer.
    expect(result.open_answers).toEqual([
      {
        key: 'custom_survey.q_motivation',
        section: 'custom_survey',
        kind: 'survey',
        item: 'q_motivation',
        text: GERMAN,
      },
    ]);
  });

  it('a stranger is refused and nothing is charged or stored', async () => {
    const before = await remaining(owner.email);
    const res = await translate(params, stranger);
    expect(res.status).toBe(404);
    expect(await remaining(owner.email)).toBe(before);
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: params.id }).go();
    expect(data[0]?.translation_en).toBeUndefined();
  });

  it('two requests at once are charged one credit; a third answers from the store and charges nothing', async () => {
    const before = await remaining(owner.email);
    const [a, b] = await Promise.all([translate(params), translate(params)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.items).toEqual(b.body.items);
    expect(a.body).toMatchObject({ source_language: 'de', language: 'en', offline: true });
    // The offline stand-in says what it is, and keeps the answer as written.
    expect(a.body.items).toEqual([
      { key: 'custom_survey.q_motivation', text: `[Offline stand-in, not translated: German → English] ${GERMAN}` },
    ]);
    expect(await remaining(owner.email)).toBe(before - 1);
    const history = await db()
      .entities.quotaHistory.get({ eventId: translationEventId(params.candidateId, 0, 'en') })
      .go();
    expect(history.data).toMatchObject({ credits: -1, type: 'withdraw' });

    // From the store: no credit, and no run counted against the day's AI budget.
    const acct = aiBudgets('translation', { email: owner.email, sourceIp: '127.0.0.1' }, true).find((x) =>
      x.scope.startsWith('ai-translation#acct#'),
    )!;
    const runs = await counted(acct.scope);
    const again = await translate(params);
    expect(again.status).toBe(200);
    expect(again.body.created_at).toBe(a.body.created_at);
    expect(await remaining(owner.email)).toBe(before - 1);
    expect(await counted(acct.scope)).toBe(runs);
  });

  it('the prompt names the respondent’s language and the employer’s, and holds the answer as data', async () => {
    const provider = scriptedProvider([
      JSON.stringify({ 'custom_survey.q_motivation': 'Me gusta trabajar en equipo.' }),
    ]);
    const user = await loadOrCreateUser(
      { kind: 'user', sub: owner.sub, email: owner.email, method: 'email' },
      new Date(),
    );
    const before = await remaining(owner.email);
    const t = await translateOpenAnswers({ user, params, locale: 'es', now: new Date(), provider });
    expect(t.items).toEqual([{ key: 'custom_survey.q_motivation', text: 'Me gusta trabajar en equipo.' }]);
    expect(t).toMatchObject({ source_language: 'de', language: 'es', offline: false, model: 'test-model' });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]!.prompt).toContain('from German into Spanish');
    expect(provider.calls[0]!.prompt).toContain(JSON.stringify(GERMAN));
    expect(await remaining(owner.email)).toBe(before - 1);
  });

  it('the export carries the open answer as written, the respondent’s language, and each stored translation last', async () => {
    const exported = await ok(
      'exportResults',
      invoke<{ rows: ExportRow[]; sections: SectionKind[] }>('exportResults', {
        claims: owner,
        params: { id: params.id },
      }),
    );
    const row = exported.rows[0]!;
    expect(row).toMatchObject({
      language: 'de',
      'answer.custom_survey.q_motivation': GERMAN,
      'translation.en.custom_survey.q_motivation': `[Offline stand-in, not translated: German → English] ${GERMAN}`,
      'translation.es.custom_survey.q_motivation': 'Me gusta trabajar en equipo.',
    });
    expect(exportColumns(exported.rows, exported.sections).slice(-2)).toEqual([
      'translation.en.custom_survey.q_motivation',
      'translation.es.custom_survey.q_motivation',
    ]);
  });

  it('an answer not in the shape asked for is tried again, then fails with nothing charged or stored', async () => {
    const provider = scriptedProvider(['Sure! Here is the translation.']);
    const user = await loadOrCreateUser(
      { kind: 'user', sub: owner.sub, email: owner.email, method: 'email' },
      new Date(),
    );
    const before = await remaining(owner.email);
    const err = await translateOpenAnswers({ user, params, locale: 'th', now: new Date(), provider }).then(
      () => null,
      (e: unknown) => e as { code?: string },
    );
    expect(err?.code).toBe('AI_SERVICE_FAILED');
    expect(provider.calls).toHaveLength(3);
    expect(await remaining(owner.email)).toBe(before);
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: params.id }).go();
    expect(data[0]?.translation_th).toBeUndefined();
  });
});

describe('the daily AI budget', () => {
  it("an account's day used up refuses the translation in the employer's language before any model is called or credit taken", async () => {
    const params = await germanRespondent('Translation cap');
    const sourceIp = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const acct = aiBudgets('translation', { email: owner.email, sourceIp }, true).find((b) =>
      b.scope.startsWith('ai-translation#acct#'),
    )!;
    expect(acct.cap).toBe(AI_BUDGETS.translation.perAccount);
    await db()
      .entities.dailyCounter.put({
        scope: acct.scope,
        day: day(),
        count: acct.cap,
        expiresAt: Math.floor(Date.now() / 1000) + 86400,
      })
      .go();
    const before = await remaining(owner.email);
    const res = await translate(params, owner, 'th', sourceIp);
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({
      code: 'AI_DAILY_LIMIT',
      message: 'คุณใช้งาน AI ครบจำนวนที่อนุญาตสำหรับวันนี้แล้ว โปรดลองอีกครั้งพรุ่งนี้',
    });
    expect(await remaining(owner.email)).toBe(before);
    await db().entities.dailyCounter.delete({ scope: acct.scope, day: day() }).go();
  });

  it('answers already in the employer’s language are not translated (nothing to pay for)', async () => {
    const params = await germanRespondent('Translation same language');
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: params.id }).go();
    await db().entities.candidate.patch({ form_id: params.id, emailKey: data[0]!.emailKey }).set({ lang: 'en' }).go();
    const before = await remaining(owner.email);
    const res = await translate(params);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('TRANSLATION_NOT_NEEDED');
    expect(await remaining(owner.email)).toBe(before);
  });
});
