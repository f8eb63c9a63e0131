import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/src/db/service';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { invoke } from '../support/invoke';
import { loadCreditBalance } from '../../lambdas/src/credits/credit-balance-store';

/**
 * Group analytics against DynamoDB Local: the adverse-impact table read after every respondent never tells that
 * respondent's voluntary answers (shared/src/results/demographic-disclosure.ts).
 */

const SECTION = 'values_and_traits';
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
type Row = { group: string; shown: boolean; respondents: number | null; selected: number | null };
type Impact = { gender: Row[]; age_band: Row[] };

describe('group analytics: small demographic groups', () => {
  it(
    'two readings before and after one respondent never tell their gender: a lone group that would change is held back with its complement',
    { timeout: 120_000 },
    async () => {
      const owner = { sub: randomUUID(), email: `fair-${randomUUID().slice(0, 8)}@example.com` };
      const draft = (
        await invoke<{ id: string }>('createTemplate', {
          claims: owner,
          body: { form_name: 'Fair', sections: [SECTION], type_of_org: 'technology', ask_demographics: true },
        })
      ).body;
      await invoke('saveTemplateSection', {
        claims: owner,
        params: { id: draft.id, section: SECTION },
        body: { company_answers: company },
      });
      const code = (
        await invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id: draft.id } })
      ).body.publicCode;
      await loadCreditBalance({ kind: 'personal', email: owner.email }, new Date());
      await db()
        .entities.quota.patch({ key: personalCreditBalanceKey(owner.email) })
        .set({ quota_remaining: 100, quota_total: 100 })
        .go();

      const read = async () =>
        (await invoke<{ adverse_impact: Impact }>('getGroupAnalytics', { claims: owner, params: { id: draft.id } }))
          .body.adverse_impact;
      const respond = async (gender: 'man' | 'woman', n: number) => {
        const reg = await invoke<{ token: string }>('registerRespondent', {
          params: { code },
          body: {
            firstname: `P${n}`,
            lastname: 'Fair',
            email: `p${n}-${randomUUID().slice(0, 6)}@example.com`,
            registration_id: randomUUID(),
          },
        });
        const token = reg.body.token;
        await invoke('getRespondentTest', { params: { token } });
        await invoke('startSection', { params: { token, section: SECTION } });
        await invoke('completeSection', { params: { token, section: SECTION }, body: { answers: company } });
        expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
        expect((await invoke('saveDemographics', { params: { token }, body: { gender } })).status).toBe(200);
      };
      const changedGroups = (a: Row[], b: Row[]) => {
        const key = (rows: Row[], g: string) => JSON.stringify(rows.find((r) => r.group === g) ?? null);
        return [...new Set([...a, ...b].map((r) => r.group))].filter((g) => key(a, g) !== key(b, g)).length;
      };

      const people = [...Array(5).fill('man'), ...Array(5).fill('woman'), ...Array(5).fill('woman')] as (
        'man' | 'woman'
      )[];
      const seen: Impact[] = [await read()];
      for (const [i, gender] of people.entries()) {
        await respond(gender, i);
        seen.push(await read());
        const [before, after] = [seen.at(-2)!, seen.at(-1)!];
        // Whatever changed between the two readings, it is never one group alone.
        expect(changedGroups(before.gender, after.gender), `after respondent ${i + 1}`).not.toBe(1);
        expect(after.gender.every((r) => r.shown || r.respondents === null)).toBe(true);
      }
      // Five men: the men's group alone would appear, so nothing does.
      expect(seen[5]!.gender).toEqual([]);
      // Five women more: both groups appear together; the others are listed without any figure.
      expect(seen[10]!.gender.map((r) => [r.group, r.respondents])).toEqual([
        ['woman', 5],
        ['man', 5],
        ['non_binary', null],
        ['other', null],
      ]);
      // Five more women: only the women's row would move, so the table stays as it was.
      expect(seen[15]).toEqual(seen[10]);
    },
  );
});
