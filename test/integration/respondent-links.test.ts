import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { deliveredMailbox } from '../support/invitations';
import { db } from '../../lambdas/src/db/service';
import { invoke, ok } from '../support/invoke';

/**
 * A respondent's e-mail is proven by its inbox (issue: respondent e-mail proof). Whoever registers an address first on
 * a public link holds that record's token; the real owner is e-mailed a confirmation link, never that token, and
 * opening it confirms the address and replaces the token, so the first registrant's token stops working. The employer
 * sees which addresses were confirmed.
 */

const SECTION = 'values_and_traits';
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};
const COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const employer = { sub: randomUUID(), email: `proof-${randomUUID().slice(0, 8)}@example.com` };
let assessmentId = '';
let code = '';

beforeAll(async () => {
  const draft = await ok(
    'createTemplate',
    invoke<{ id: string }>('createTemplate', {
      claims: employer,
      body: { form_name: 'Proof', sections: [SECTION], type_of_org: 'technology' },
    }),
  );
  await ok(
    'section',
    invoke('saveTemplateSection', {
      claims: employer,
      params: { id: draft.id, section: SECTION },
      body: { company_answers: COMPANY },
    }),
  );
  assessmentId = draft.id;
  code = (
    await ok(
      'publish',
      invoke<{ publicCode: string }>('publishTemplate', { claims: employer, params: { id: draft.id } }),
    )
  ).publicCode;
});

const register = (email: string, registration_id: string) =>
  invoke<{ token: string | null; resume_link_sent: boolean }>('registerRespondent', {
    params: { code },
    body: { firstname: 'Vic', lastname: 'Tim', email, registration_id },
  });

async function confirmLinkTo(email: string): Promise<{ ref: string; code: string }> {
  const mail = (await deliveredMailbox()).find((m) => m.to === email);
  const match = /\/confirm-canditate\?r=([\w-]+)&c=([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no confirmation link in the mail to ${email}: ${mail?.text}`);
  return { ref: match[1] as string, code: match[2] as string };
}

const proofOf = async (email: string) => {
  const list = await ok(
    'listCandidates',
    invoke<{ items: { email: string; email_proof: string }[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    }),
  );
  return list.items.find((i) => i.email === email)?.email_proof;
};

describe('respondent e-mail proof', () => {
  it("the inbox's confirmation link replaces the first registrant's token; the employer sees the address confirmed", async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const squatter = await register(victim, randomUUID());
    const squatterToken = squatter.body.token as string;
    expect(squatterToken).toMatch(/^[\w-]{43}$/);
    expect(await proofOf(victim)).toBe('unconfirmed');

    // The real owner registers too: no token for them here, a confirmation link in their inbox.
    expect((await register(victim, randomUUID())).body).toEqual({ token: null, resume_link_sent: true });
    const link = await confirmLinkTo(victim);
    const confirmed = await ok(
      'confirm',
      invoke<{ code: string; token: string }>('confirmRespondentEmail', { body: link }),
    );
    expect(confirmed.code).toBe(code);
    expect(confirmed.token).not.toBe(squatterToken);

    expect((await invoke('getRespondentTest', { params: { token: squatterToken } })).status).toBe(404);
    expect((await invoke('getRespondentTest', { params: { token: confirmed.token } })).status).toBe(200);
    expect(await proofOf(victim)).toBe('confirmed');

    // The same e-mail opened again, or five times at once, leads to the same new token: replaced once.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok('confirm again', invoke<{ token: string }>('confirmRespondentEmail', { body: link })),
      ),
    );
    expect(new Set(again.map((a) => a.token))).toEqual(new Set([confirmed.token]));
  });

  it('five clicks at once on a fresh link replace the token exactly once', async () => {
    const owner = `owner-${randomUUID().slice(0, 8)}@example.com`;
    await register(owner, randomUUID());
    await register(owner, randomUUID());
    const link = await confirmLinkTo(owner);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok('confirm', invoke<{ token: string }>('confirmRespondentEmail', { body: link })),
      ),
    );
    expect(new Set(tokens.map((t) => t.token)).size).toBe(1);
    expect((await invoke('getRespondentTest', { params: { token: tokens[0]!.token } })).status).toBe(200);
  });

  it("a wrong code is 'This confirmation link is not valid…' and changes nothing", async () => {
    const owner = `wrong-${randomUUID().slice(0, 8)}@example.com`;
    const first = await register(owner, randomUUID());
    await register(owner, randomUUID());
    const link = await confirmLinkTo(owner);
    const res = await invoke<{ error: { code: string; message: string } }>('confirmRespondentEmail', {
      body: { ref: link.ref, code: 'A'.repeat(43) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'CONFIRM_LINK_INVALID',
      message: expect.stringContaining('This confirmation link is not valid'),
    });
    expect((await invoke('getRespondentTest', { params: { token: first.body.token as string } })).status).toBe(200);
    expect(await proofOf(owner)).toBe('unconfirmed');
    expect(
      (await invoke('confirmRespondentEmail', { body: { ref: 'not-a-ref-at-all', code: link.code } })).status,
    ).toBe(400);
  });

  it('an address the employer invited gets its personal link and reads as invited', async () => {
    const invited = `inv-${randomUUID().slice(0, 8)}@example.com`;
    await ok(
      'invite',
      invoke('inviteCandidates', {
        claims: employer,
        params: { id: assessmentId },
        body: { recipients: [{ email: invited, firstname: 'In' }] },
      }),
    );
    const mail = (await deliveredMailbox()).find((m) => m.to === invited);
    expect(mail?.text).toMatch(new RegExp(`/assessment-test/${code}#t=[\\w-]{43}`));
    expect(await proofOf(invited)).toBe('invited');
  });
});

interface Row {
  email: string;
  status: string;
  email_proof: string;
  unconfirmed_attempts: number;
  score: number | null;
}
const rowOf = async (email: string) => {
  const list = await ok(
    'listCandidates',
    invoke<{ items: Row[] }>('listCandidates', { claims: employer, params: { id: assessmentId } }),
  );
  return list.items.find((i) => i.email === email);
};
const completedTotal = async () =>
  (await db().entities.template.get({ id: assessmentId }).go({ consistent: true })).data?.completed_total ?? 0;

async function takeTest(token: string, answers: typeof ANSWERS) {
  await ok('open', invoke('getRespondentTest', { params: { token } }));
  await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
  await ok('complete', invoke('completeSection', { params: { token, section: SECTION }, body: { answers } }));
  await ok('finish', invoke('finishTest', { params: { token } }));
}

describe('a confirmation never vouches for answers given before it', () => {
  it("someone who typed the victim's address on the public link and finished is set aside, shown as unconfirmed; the victim takes the test afresh", async () => {
    const victim = `target-${randomUUID().slice(0, 8)}@example.com`;
    const before = await completedTotal();
    const attacker = (await register(victim, randomUUID())).body.token as string;
    await takeTest(attacker, ANSWERS);
    expect(await rowOf(victim)).toMatchObject({
      status: 'COMPLETED',
      email_proof: 'unconfirmed',
      unconfirmed_attempts: 0,
    });
    expect(await completedTotal()).toBe(before + 1);

    // The owner of the address registers, is e-mailed the confirmation link and opens it.
    expect((await register(victim, randomUUID())).body).toEqual({ token: null, resume_link_sent: true });
    const confirmed = await ok(
      'confirm',
      invoke<{ token: string }>('confirmRespondentEmail', { body: await confirmLinkTo(victim) }),
    );

    // The employer sees a confirmed address with nothing answered under it yet, and one attempt set aside as unconfirmed.
    expect(await rowOf(victim)).toMatchObject({
      status: 'INVITED',
      email_proof: 'confirmed',
      unconfirmed_attempts: 1,
      score: null,
    });
    expect(await completedTotal()).toBe(before);
    const result = await ok(
      'result',
      invoke<{ unconfirmed_attempts: number; summaries: Record<string, unknown> }>('getCandidateResult', {
        claims: employer,
        params: { id: assessmentId, candidateId: (await rowOfId(victim)) as string },
      }),
    );
    expect(result).toMatchObject({ unconfirmed_attempts: 1, summaries: {}, score: null });

    // The victim takes the test; the attacker's answers are kept apart, never as the confirmed person's.
    const mine = { ...ANSWERS, defining_your_values: { value_integrity: 1, value_teamwork: 2, value_innovation: 3 } };
    await takeTest(confirmed.token, mine);
    expect(await rowOf(victim)).toMatchObject({
      status: 'COMPLETED',
      email_proof: 'confirmed',
      unconfirmed_attempts: 1,
    });
    expect(await completedTotal()).toBe(before + 1);
    const { data } = await db()
      .entities.candidate.get({ form_id: assessmentId, emailKey: emailKey(victim) })
      .go({ consistent: true });
    expect((data?.answers as Record<string, unknown>)[SECTION]).toEqual(mine);
    expect(data?.attempts).toEqual([
      expect.objectContaining({ status: 'COMPLETED', email_unconfirmed: true, answers: { [SECTION]: ANSWERS } }),
    ]);
  });

  it('a confirmation before anything was answered changes nothing but the proof', async () => {
    const owner = `early-${randomUUID().slice(0, 8)}@example.com`;
    await register(owner, randomUUID());
    await register(owner, randomUUID());
    await ok('confirm', invoke('confirmRespondentEmail', { body: await confirmLinkTo(owner) }));
    expect(await rowOf(owner)).toMatchObject({ email_proof: 'confirmed', unconfirmed_attempts: 0 });
  });
});

const rowOfId = async (email: string) => {
  const list = await ok(
    'listCandidates',
    invoke<{ items: { email: string; id: string }[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    }),
  );
  return list.items.find((i) => i.email === email)?.id;
};

describe('personal links expire after the respondent finished', () => {
  it("works for 30 days after finishing, then answers 'link has expired' (410); an unfinished link never expires", async () => {
    const email = `done-${randomUUID().slice(0, 8)}@example.com`;
    const token = (await register(email, randomUUID())).body.token as string;
    await ok('open', invoke('getRespondentTest', { params: { token } }));
    await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
    await ok(
      'complete',
      invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }),
    );
    await ok('finish', invoke('finishTest', { params: { token } }));
    expect((await invoke('getRespondentTest', { params: { token } })).status).toBe(200);

    const day = 86_400_000;
    const key = { form_id: assessmentId, emailKey: emailKey(email) };
    await db()
      .entities.candidate.patch(key)
      .set({ finished_at: new Date(Date.now() - 29 * day).toISOString() })
      .go();
    expect((await invoke('getRespondentTest', { params: { token } })).status).toBe(200);
    await db()
      .entities.candidate.patch(key)
      .set({ finished_at: new Date(Date.now() - 31 * day).toISOString() })
      .go();
    const expired = await invoke<{ error: { code: string; message: string } }>('getRespondentTest', {
      params: { token },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toContain('its link has expired');
    expect((await invoke('finishTest', { params: { token } })).status).toBe(410);

    // Someone who registered long ago and never finished keeps their link.
    const waiting = `waiting-${randomUUID().slice(0, 8)}@example.com`;
    const open = (await register(waiting, randomUUID())).body.token as string;
    await db()
      .entities.candidate.patch({ form_id: assessmentId, emailKey: emailKey(waiting) })
      .set({ created_at: new Date(Date.now() - 400 * day).toISOString() })
      .go();
    expect((await invoke('getRespondentTest', { params: { token: open } })).status).toBe(200);
  });
});
