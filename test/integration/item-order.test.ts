import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BEHAVIOR_SCENARIO_KEYS } from '../../shared/src/sections/acceptable-behaviors/schema';
import { big5FormItems } from '../../shared/src/sections/big5/content';
import { itemOrder } from '../../shared/src/respondents/item-order';
import { loadRespondentByToken } from '../../lambdas/src/respondents/repo';
import { invoke, ok } from '../support/invoke';

/**
 * Integrity settings and randomised item order (docs/integrity.md): the settings are stored and copied, each
 * respondent's seed is written once when their test starts, and the candidate's route carries the items in that
 * order and never an answer key.
 */

const employer = { sub: randomUUID(), email: `order-${randomUUID().slice(0, 8)}@example.com` };
const SECTION = 'acceptable_behaviors';
const company = Object.fromEntries(BEHAVIOR_SCENARIO_KEYS.map((k, i) => [k, i % 5]));
const BIG5 = 'big5';
const BIG5_50 = big5FormItems('ipip_50').map((i) => i.id);
let formId = '';
let code = '';

interface TestView {
  integrity: { random_item_order: boolean; block_copy_paste: boolean; ask_fullscreen: boolean };
  content: Record<string, { groups: Record<string, { id: string; options?: unknown }[]> }>;
}

beforeAll(async () => {
  const created = await ok(
    'createTemplate',
    invoke<{ id: string; random_item_order: boolean; block_copy_paste: boolean; ask_fullscreen: boolean }>(
      'createTemplate',
      {
        claims: employer,
        body: { form_name: 'Order', sections: [SECTION, BIG5], type_of_org: 'technology', random_item_order: true },
      },
    ),
  );
  expect(created).toMatchObject({ random_item_order: true, block_copy_paste: false, ask_fullscreen: false });
  formId = created.id;
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: employer,
      params: { id: formId, section: SECTION },
      body: { setup: { scenarios: [...BEHAVIOR_SCENARIO_KEYS] }, company_answers: company },
    }),
  );
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: employer,
      params: { id: formId, section: BIG5 },
      body: { setup: { form: '50' }, company_answers: Object.fromEntries(BIG5_50.map((id, i) => [id, (i % 5) + 1])) },
    }),
  );
  code = (
    await ok(
      'publishTemplate',
      invoke<{ publicCode: string }>('publishTemplate', { claims: employer, params: { id: formId } }),
    )
  ).publicCode;
});

async function registered(name: string): Promise<string> {
  const reg = await ok(
    'registerRespondent',
    invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: {
        firstname: name,
        lastname: 'Order',
        email: `${name}.${randomUUID().slice(0, 6)}@example.com`,
        registration_id: `reg-${randomUUID()}`,
      },
    }),
  );
  // Opening the link moves the respondent on from invited, as the test page does.
  await ok('getRespondentTest', invoke('getRespondentTest', { params: { token: reg.token } }));
  return reg.token;
}

const shownIds = (view: TestView) => view.content[SECTION]!.groups.scenarios!.map((s) => s.id);

describe('integrity settings', () => {
  it('are changed on the assessment and kept by a duplicate', async () => {
    const changed = await ok(
      'updateTemplate',
      invoke<{ block_copy_paste: boolean; ask_fullscreen: boolean }>('updateTemplate', {
        claims: employer,
        params: { id: formId },
        body: { block_copy_paste: true, ask_fullscreen: true },
      }),
    );
    expect(changed).toMatchObject({ block_copy_paste: true, ask_fullscreen: true });
    const copy = await ok(
      'duplicateTemplate',
      invoke<{ id: string }>('duplicateTemplate', { claims: employer, params: { id: formId } }),
    );
    const detail = await ok('getTemplate', invoke('getTemplate', { claims: employer, params: { id: copy.id } }));
    expect(detail).toMatchObject({ random_item_order: true, block_copy_paste: true, ask_fullscreen: true });
  });
});

describe('randomised item order', () => {
  it('writes the seed once: a second start, of the same or another tab, keeps it', async () => {
    const token = await registered('first');
    const before = await loadRespondentByToken(token);
    expect(before.order_seed).toBeUndefined();
    // Two tabs start the test at the same moment: one seed is written, and both show the order it gives.
    const [started, other] = await Promise.all(
      [1, 2].map(() => ok('startSection', invoke<TestView>('startSection', { params: { token, section: SECTION } }))),
    );
    const seed = (await loadRespondentByToken(token)).order_seed;
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(shownIds(started!)).toEqual(itemOrder(seed!, BEHAVIOR_SCENARIO_KEYS));
    expect(shownIds(other!)).toEqual(shownIds(started!));
    // The same start again (a retry, or a second tab): same seed, same order.
    const again = await ok('startSection', invoke<TestView>('startSection', { params: { token, section: SECTION } }));
    expect((await loadRespondentByToken(token)).order_seed).toBe(seed);
    expect(shownIds(again)).toEqual(shownIds(started!));
    // The next section starts later: the seed stays, and that section's items follow it too.
    const next = await ok('startSection', invoke<TestView>('startSection', { params: { token, section: BIG5 } }));
    expect((await loadRespondentByToken(token)).order_seed).toBe(seed);
    const big5 = next.content[BIG5]!.groups.items!.map((i) => i.id);
    expect([...big5].sort()).toEqual([...BIG5_50].sort());
    expect(big5).toEqual(itemOrder(seed!, BIG5_50));
    const reload = await ok('getRespondentTest', invoke<TestView>('getRespondentTest', { params: { token } }));
    expect(shownIds(reload)).toEqual(shownIds(started!));
    expect(reload.integrity).toEqual({ random_item_order: true, block_copy_paste: true, ask_fullscreen: true });
  });

  it('gives each respondent the items in the order of their own seed, with no answer key', async () => {
    const orders: string[][] = [];
    for (const name of ['second', 'third', 'fourth']) {
      const token = await registered(name);
      const view = await ok('startSection', invoke<TestView>('startSection', { params: { token, section: SECTION } }));
      const seed = (await loadRespondentByToken(token)).order_seed!;
      const shown = shownIds(view);
      expect([...shown].sort()).toEqual([...BEHAVIOR_SCENARIO_KEYS].sort());
      expect(shown).toEqual(itemOrder(seed, BEHAVIOR_SCENARIO_KEYS));
      orders.push(shown);
      // The company's answers are the key of this section: none of them reaches the candidate.
      expect(JSON.stringify(view)).not.toMatch(/company_answers|"company"/);
    }
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(1);
  });

  it('leaves the order as it is where the assessment does not randomise it', async () => {
    await ok(
      'updateTemplate',
      invoke('updateTemplate', { claims: employer, params: { id: formId }, body: { random_item_order: false } }),
    );
    const token = await registered('plain');
    const view = await ok('startSection', invoke<TestView>('startSection', { params: { token, section: SECTION } }));
    expect((await loadRespondentByToken(token)).order_seed).toBeUndefined();
    expect(view.integrity.random_item_order).toBe(false);
    expect(shownIds(view)).toEqual([...BEHAVIOR_SCENARIO_KEYS]);
    await ok(
      'updateTemplate',
      invoke('updateTemplate', { claims: employer, params: { id: formId }, body: { random_item_order: true } }),
    );
  });
});
