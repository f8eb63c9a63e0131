import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { db } from '../../lambdas/src/db/service';
import { personalCreditBalanceKey, loadCreditBalance } from '../../lambdas/src/credits/credit-balance-store';
import { invoke } from '../support/invoke';

/**
 * Data protection against DynamoDB Local (docs/privacy.md): the employer deletes a respondent and nothing of them is
 * left but an audit entry of opaque ids; the group figures are as if they had never answered.
 */

// The logger reads its level once, when the functions' modules load: INFO, as deployed, for this file's run.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

type Claims = { sub: string; email: string };
type Stats = { count: number; mean: number; min: number; max: number };
type Analytics = { respondents: number; completed: number; overall: Stats | null };
const SECTION = 'values_and_traits';
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});

async function publishedAssessment(owner: Claims): Promise<{ id: string; publicCode: string; team_id: string }> {
  const draft = (
    await invoke<{ id: string }>('createTemplate', {
      claims: owner,
      body: { form_name: 'Privacy', sections: [SECTION], type_of_org: 'technology' },
    })
  ).body;
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: draft.id, section: SECTION },
    body: { company_answers: company },
  });
  const published = await invoke<{ id: string; publicCode: string; team_id: string }>('publishTemplate', {
    claims: owner,
    params: { id: draft.id },
  });
  await loadCreditBalance({ kind: 'personal', email: owner.email }, new Date());
  await db()
    .entities.quota.patch({ key: personalCreditBalanceKey(owner.email) })
    .set({ quota_remaining: 100, quota_total: 100 })
    .go();
  return published.body;
}

/** A respondent through the public link to the end, answering every item with `rating`; their e-mail. */
async function completed(code: string, firstname: string, rating: number): Promise<string> {
  const email = `${firstname.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code },
    body: { firstname, lastname: 'Erasable', email, registration_id: randomUUID() },
  });
  const token = reg.body.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: SECTION } });
  const answers = {
    defining_your_values: { value_integrity: rating, value_teamwork: rating, value_innovation: rating },
    identifying_key_traits: { trait_curious: rating, trait_dependable: rating },
  };
  await invoke('completeSection', { params: { token, section: SECTION }, body: { answers } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
  return email;
}

const written: string[] = [];
beforeAll(() => {
  const original = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return (original as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
});
afterAll(() => vi.restoreAllMocks());

describe('the employer deletes a respondent', () => {
  it(
    'their record, answers, result and share links go; the counts and group figures are those of the others; the log holds ids only',
    { timeout: 120_000 },
    async () => {
      const owner = account('privacy-owner');
      const tpl = await publishedAssessment(owner);
      const goneEmail = await completed(tpl.publicCode, 'Gone', 1);
      const keptEmail = await completed(tpl.publicCode, 'Kept', 5);
      const analytics = async () =>
        (await invoke<Analytics>('getGroupAnalytics', { claims: owner, params: { id: tpl.id } })).body;
      const rows = async () =>
        (
          await invoke<{ items: { id: string; email: string }[] }>('listCandidates', {
            claims: owner,
            params: { id: tpl.id },
          })
        ).body.items;
      const before = await analytics();
      expect(before).toMatchObject({ respondents: 2, completed: 2, overall: { count: 2 } });
      const gone = (await rows()).find((r) => r.email === goneEmail)!;
      const kept = (await rows()).find((r) => r.email === keptEmail)!;
      const keptScore = (
        await invoke<{ score: number }>('getCandidateResult', {
          claims: owner,
          params: { id: tpl.id, candidateId: kept.id },
        })
      ).body.score;
      const share = await invoke<{ token: string }>('createShareLink', {
        claims: owner,
        params: { id: tpl.id, candidateId: gone.id },
        body: { role: 'manager' },
      });
      expect((await invoke('getSharedResult', { params: { token: share.body.token } })).status).toBe(200);

      const deleted = await invoke('deleteCandidate', { claims: owner, params: { id: tpl.id, candidateId: gone.id } });
      expect(deleted.status).toBe(200);

      // Gone from every screen and link.
      expect((await rows()).map((r) => r.email)).toEqual([keptEmail]);
      const result = await invoke('getCandidateResult', {
        claims: owner,
        params: { id: tpl.id, candidateId: gone.id },
      });
      expect(result.status).toBe(404);
      expect((await invoke('getSharedResult', { params: { token: share.body.token } })).status).toBe(404);
      // Gone from the table: the record, its ref, its share link.
      const key = emailKey(goneEmail);
      expect((await db().entities.candidate.get({ form_id: tpl.id, emailKey: key }).go()).data).toBeNull();
      expect((await db().entities.candidateRef.get({ ref: gone.id }).go()).data).toBeNull();
      expect((await db().entities.shareLink.get({ token: share.body.token }).go()).data).toBeNull();

      // The figures are the kept respondent's alone.
      const after = await analytics();
      expect(after).toMatchObject({ respondents: 1, completed: 1, completion_rate: 100 });
      // Min and max come from the whole-point histogram.
      const point = Math.round(keptScore);
      expect(after.overall).toMatchObject({ count: 1, mean: keptScore, min: point, max: point });

      // The credit history keeps the spent credit, without the address.
      const history = await db()
        .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(owner.email) })
        .go({ pages: 'all' });
      const spent = history.data.filter((m) => m.type === 'withdraw');
      expect(spent).toHaveLength(2);
      expect(JSON.stringify(spent)).not.toContain(goneEmail);
      expect(JSON.stringify(spent)).not.toContain(key);

      // The audit entry: ids, time and actor; no e-mail or name, in the table or the log. (The result viewed and the
      // share link made are in the workspace's audit log too.)
      const entries = (await db().entities.auditEntry.query.byTeam({ team_id: tpl.team_id }).go()).data.filter(
        (e) => e.action === 'respondent_deleted',
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'respondent_deleted',
        reason: 'employer',
        form_id: tpl.id,
        ref: gone.id,
        actor: owner.sub,
      });
      const line = written.find((l) => l.includes('"respondent deleted"'));
      expect(line).toBeDefined();
      for (const text of [JSON.stringify(entries), line!]) {
        expect(text).not.toContain(goneEmail);
        expect(text).not.toContain(key);
        expect(text).not.toContain('Gone');
        expect(text).not.toContain('Erasable');
        expect(text).not.toContain(owner.email);
      }

      // Deleting again finds nothing.
      const again = await invoke('deleteCandidate', { claims: owner, params: { id: tpl.id, candidateId: gone.id } });
      expect(again.status).toBe(404);
    },
  );
});

describe('marketing consent', () => {
  type Me = { sendFreeStuff: boolean; retentionMonths: number | null };
  const info = { firstName: 'Pat', lastName: 'Lee', companyName: 'Lee Ltd', acceptTerrms: true, language: 'en' };

  it('is off unless the sign-up box was ticked, and My account changes it', async () => {
    const silent = account('consent-no');
    const saved = await invoke<Me>('saveSignupInfo', { claims: silent, body: info });
    expect(saved.status).toBe(200);
    expect(saved.body.sendFreeStuff).toBe(false);

    const ticked = account('consent-yes');
    expect(
      (await invoke<Me>('saveSignupInfo', { claims: ticked, body: { ...info, sendFreeStuff: true } })).body,
    ).toMatchObject({ sendFreeStuff: true });
    const changed = await invoke<Me>('updatePrivacy', {
      claims: ticked,
      body: { sendFreeStuff: false, retentionMonths: 12 },
    });
    expect(changed.body).toMatchObject({ sendFreeStuff: false, retentionMonths: 12 });
    expect((await invoke<Me>('getMe', { claims: ticked })).body).toMatchObject({
      sendFreeStuff: false,
      retentionMonths: 12,
    });
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(ticked.email) })
          .go()
      ).data?.sendFreeStuff,
    ).toBe(false);

    const refused = await invoke('updatePrivacy', {
      claims: ticked,
      body: { sendFreeStuff: true, retentionMonths: 0 },
    });
    expect(refused.status).toBe(400);
  });
});

describe('retention', () => {
  /** The respondent's last answer moved back in time, as if they had answered then. */
  const age = (formId: string, email: string, at: Date) =>
    db()
      .entities.candidate.patch({ form_id: formId, emailKey: emailKey(email) })
      .set({ created_at: at.toISOString(), finished_at: at.toISOString() })
      .go();
  const exists = async (formId: string, email: string) =>
    (
      await db()
        .entities.candidate.get({ form_id: formId, emailKey: emailKey(email) })
        .go()
    ).data !== null;

  it(
    "the sweep deletes only respondents older than the account's period, only of accounts that set one, and logs each",
    { timeout: 120_000 },
    async () => {
      const keeper = account('retention-none');
      const kept = await publishedAssessment(keeper);
      const keeperOld = await completed(kept.publicCode, 'Ancient', 3);
      await age(kept.id, keeperOld, new Date(Date.now() - 3 * 365 * 86_400_000));

      const owner = account('retention-12');
      const tpl = await publishedAssessment(owner);
      const old = await completed(tpl.publicCode, 'Old', 2);
      const recent = await completed(tpl.publicCode, 'Recent', 4);
      const edge = await completed(tpl.publicCode, 'Edge', 4);
      await age(tpl.id, old, new Date(Date.now() - 400 * 86_400_000));
      // Eleven months: inside a twelve-month period.
      await age(tpl.id, edge, new Date(Date.now() - 335 * 86_400_000));
      expect(
        (await invoke('updatePrivacy', { claims: owner, body: { sendFreeStuff: false, retentionMonths: 12 } })).status,
      ).toBe(200);

      const { handler } = await import('../../lambdas/src/respondents/sweep-handler');
      const policy = async () =>
        (
          await db()
            .entities.retentionPolicy.get({ emailKey: emailKey(owner.email) })
            .go()
        ).data;
      // Other files' accounts may be due too: run rounds until this account's was looked at (its next look is later).
      for (let round = 0; round < 20 && (await policy())!.sweep_due! <= new Date().toISOString(); round++)
        await handler();
      expect((await policy())!.sweep_due! > new Date().toISOString()).toBe(true);

      expect(await exists(tpl.id, old)).toBe(false);
      expect(await exists(tpl.id, recent)).toBe(true);
      expect(await exists(tpl.id, edge)).toBe(true);
      expect(await exists(kept.id, keeperOld)).toBe(true);
      const analytics = (await invoke<Analytics>('getGroupAnalytics', { claims: owner, params: { id: tpl.id } })).body;
      expect(analytics).toMatchObject({ respondents: 2, completed: 2, overall: { count: 2 } });
      const entries = (await db().entities.auditEntry.query.byTeam({ team_id: tpl.team_id }).go()).data;
      expect(entries).toEqual([expect.objectContaining({ reason: 'retention', actor: 'retention', form_id: tpl.id })]);

      // No period: the policy is gone and nothing more is deleted.
      await invoke('updatePrivacy', { claims: owner, body: { sendFreeStuff: false, retentionMonths: null } });
      expect(await policy()).toBeNull();
    },
  );
});
