import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { big5FormItems } from '@shared/sections/big5/content';
import { TEXT_DE } from '@shared/sections/big5/item-text/de';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { invoke, ok } from '../support/invoke';
import { deliveredMailbox } from '../support/invitations';

/** Respondent languages (issue 27): what a link offers, the language kept on the respondent, content and scores. */
const employer = { sub: randomUUID(), email: `langs-${randomUUID().slice(0, 8)}@example.com` };
const BIG5_50 = big5FormItems('ipip_50').map((i) => i.id);
const target = Object.fromEntries(BIG5_50.map((itemId, i) => [itemId, (i % 5) + 1]));
const answers = Object.fromEntries(BIG5_50.map((itemId, i) => [itemId, ((i * 3) % 5) + 1]));

type TestView = {
  language: string;
  languages: string[];
  dir: string;
  content: Record<string, { item_locale?: string; groups?: { items?: { id: string; text: string }[] } }>;
};

async function publish(languages: string[]): Promise<{ id: string; code: string }> {
  const draft = await ok(
    'createTemplate',
    invoke<{ id: string }>('createTemplate', {
      claims: employer,
      body: {
        type_of_org: 'technology',
        form_name: `Languages ${languages.join(' ') || 'all'}`,
        sections: ['big5'],
        languages_required: languages,
      },
    }),
  );
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: employer,
      params: { id: draft.id, section: 'big5' },
      body: { setup: { form: '50' }, company_answers: target },
    }),
  );
  const published = await ok(
    'publishTemplate',
    invoke<{ publicCode: string }>('publishTemplate', { claims: employer, params: { id: draft.id } }),
  );
  return { id: draft.id, code: published.publicCode };
}

async function register(code: string, firstname: string, lang: string): Promise<string> {
  const res = await ok(
    'registerRespondent',
    invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: { firstname, lastname: 'Test', lang, registration_id: randomUUID().replace(/-/g, '') },
    }),
  );
  return res.token;
}

describe('respondent languages', () => {
  beforeAll(async () => {
    await ok('getMe', invoke('getMe', { claims: employer }));
    await ok(
      'saveSignupInfo',
      invoke('saveSignupInfo', {
        claims: employer,
        body: { firstName: 'Lena', lastName: 'Lang', companyName: 'Polyglot', acceptTerrms: true },
      }),
    );
  });

  it('an employer who allowed only Thai and German has only those two offered; a language not offered is not kept', async () => {
    const { code } = await publish(['th', 'de']);
    const link = await ok('getPublicLink', invoke<{ languages: string[] }>('getPublicLink', { params: { code } }));
    expect(link.languages).toEqual(['th', 'de']);
    const french = await register(code, 'Fleur', 'fr');
    const view = await ok('getRespondentTest', invoke<TestView>('getRespondentTest', { params: { token: french } }));
    expect(view.language).toBe('th');
    expect(view.languages).toEqual(['th', 'de']);
  });

  it('an assessment offered in German only invites in German; one offered in two languages invites in English', async () => {
    await grantCredits({
      email: employer.email,
      eventId: `langs#${employer.email}`,
      credits: 10,
      type: 'purchase',
      now: new Date(),
    });
    const german = `de-${randomUUID().slice(0, 8)}@example.com`;
    const either = `either-${randomUUID().slice(0, 8)}@example.com`;
    for (const [languages, email] of [
      [['de'], german],
      [['de', 'ar'], either],
    ] as const) {
      const { id } = await publish([...languages]);
      await ok(
        'inviteCandidates',
        invoke('inviteCandidates', { claims: employer, params: { id }, body: { recipients: [{ email }] } }),
      );
    }
    const mailbox = await deliveredMailbox();
    expect(mailbox.find((m) => m.to === german)?.subject).toBe('Sie sind zu einer Bewertung eingeladen');
    expect(mailbox.find((m) => m.to === either)?.subject).toBe('You are invited to take an assessment');
  });

  it('an assessment that does not restrict offers every language', async () => {
    const { code } = await publish([]);
    const link = await ok('getPublicLink', invoke<{ languages: string[] }>('getPublicLink', { params: { code } }));
    expect(link.languages).toHaveLength(39);
    expect(link.languages).toEqual(expect.arrayContaining(['en', 'de', 'ar', 'ja', 'zh-hk']));
  });

  it('a German respondent reads German and scores as an English one with the same answers; the language is on the result and in the export', async () => {
    const { id, code } = await publish([]);
    const german = await register(code, 'Greta', 'de');
    const english = await register(code, 'Emma', 'en');

    const opened = await ok('getRespondentTest', invoke<TestView>('getRespondentTest', { params: { token: german } }));
    expect(opened).toMatchObject({ language: 'de', dir: 'ltr' });
    const started = await ok(
      'startSection',
      invoke<TestView>('startSection', { params: { token: german, section: 'big5' } }),
    );
    const items = started.content.big5?.groups?.items ?? [];
    expect(started.content.big5?.item_locale).toBe('de');
    expect(items.map((i) => i.id)).toEqual(BIG5_50);
    expect(items.map((i) => i.text)).toEqual(BIG5_50.map((itemId) => TEXT_DE[itemId]));

    await ok('getRespondentTest', invoke('getRespondentTest', { params: { token: english } }));
    for (const token of [german, english]) {
      await ok('startSection', invoke('startSection', { params: { token, section: 'big5' } }));
      await ok('completeSection', invoke('completeSection', { params: { token, section: 'big5' }, body: { answers } }));
      await ok('finishTest', invoke('finishTest', { params: { token } }));
    }

    const rows = await ok(
      'listCandidates',
      invoke<{ items: { id: string; firstname: string; lang: string }[] }>('listCandidates', {
        claims: employer,
        params: { id },
      }),
    );
    const row = (name: string) => rows.items.find((r) => r.firstname === name);
    expect(row('Greta')?.lang).toBe('de');
    expect(row('Emma')?.lang).toBe('en');
    const result = (candidateId: string) =>
      ok(
        'getCandidateResult',
        invoke<{ lang: string; summaries: Record<string, unknown> }>('getCandidateResult', {
          claims: employer,
          params: { id, candidateId },
        }),
      );
    const [de, en] = await Promise.all([result(row('Greta')!.id), result(row('Emma')!.id)]);
    expect(de.lang).toBe('de');
    expect(de.summaries.big5).toEqual(en.summaries.big5);

    const exported = await ok(
      'exportResults',
      invoke<{ items: { firstname?: string; language?: string }[] }>('exportResults', {
        claims: employer,
        params: { id },
      }),
    );
    expect(JSON.stringify(exported)).toContain('"language":"de"');
  });

  it('the language can be changed on the test and is kept for the rest of it', async () => {
    const { code } = await publish(['en', 'de', 'ar']);
    const token = await register(code, 'Amal', 'de');
    const arabic = await ok(
      'getRespondentTest',
      invoke<TestView>('getRespondentTest', { params: { token }, query: { lang: 'ar' } }),
    );
    expect(arabic).toMatchObject({ language: 'ar', dir: 'rtl' });
    const started = await ok('startSection', invoke<TestView>('startSection', { params: { token, section: 'big5' } }));
    expect(started.language).toBe('ar');
    expect(started.content.big5?.item_locale).toBe('ar');
  });
  it("the employer reads a section's items in their own language, or in the respondent's with one more request", async () => {
    type Content = { groups: { scenarios: { id: string; text: string }[] }; scale: { label: string }[] };
    const read = (lang: string) =>
      invoke<Content>('getSectionContent', {
        claims: employer,
        params: { section: 'acceptable_behaviors' },
        query: { lang },
      });
    const english = await ok('getSectionContent', read('en'));
    const german = await ok('getSectionContent', read('de'));
    const first = (c: Content) => c.groups.scenarios.find((s) => s.id === 'scenario_1')?.text;
    expect(first(english)).toMatch(/^An employee/);
    expect(first(german)).toBe(
      'Ein Mitarbeiter kommt regelmäßig 15 Minuten zu spät, bleibt aber länger, um die Zeit auszugleichen.',
    );
    expect(german.scale[0]?.label).toBe('Akzeptabel');
    // The same items, in the same order: only the wording changes.
    expect(german.groups.scenarios.map((s) => s.id)).toEqual(english.groups.scenarios.map((s) => s.id));
    expect((await read('xx')).status).toBe(400);
  });
});
